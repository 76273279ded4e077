/** How a record reads: its figure, and the line that says where and when it was set. */
import type { RecordEntry, RecordKind } from '@hardwood/shared';
import { playerPath } from '../players/PlayerLink';
import { hallOfFameMemberPath } from './history-paths';

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Q1 to Q4, then OT, OT2 … */
export const periodLabel = (period: number) => (period <= 4 ? `Q${period}` : period === 5 ? 'OT' : `OT${period - 4}`);

export function recordFigure(kind: RecordKind, e: RecordEntry): string {
  if (kind === 'win-streak') return `${e.value} ${e.value === 1 ? 'win' : 'wins'} in a row`;
  if (kind === 'comeback') return `Down ${e.value}${e.period ? ` after ${periodLabel(e.period)}` : ''}`;
  return `${thousands.format(e.value)} ${e.value === 1 ? 'point' : 'points'}`;
}

const result = (score: RecordEntry['score']) =>
  score ? `${score.for > score.against ? 'won' : score.for < score.against ? 'lost' : 'drew'} ${score.for}-${score.against}` : '';

const when = (e: RecordEntry) =>
  [e.competition, e.seasonName, e.matchday !== null ? `matchday ${e.matchday}` : ''].filter(Boolean).join(' · ');

/** Where and when, in a line (the player or club is shown beside it). */
export function recordDetail(kind: RecordKind, e: RecordEntry): string {
  const perGame = e.games ? ` (${(e.value / e.games).toFixed(1)} a game)` : '';
  switch (kind) {
    case 'game-points':
    case 'comeback':
      return [e.opponent ? `vs ${e.opponent.name}` : '', result(e.score), when(e)].filter(Boolean).join(' · ');
    case 'season-points':
      return [e.seasonName, e.games !== null ? `${e.games} games${perGame}` : ''].filter(Boolean).join(' · ');
    case 'career-points':
      return e.games !== null ? `${e.games} games${perGame}` : '';
    case 'win-streak':
      return [
        e.competition,
        e.seasonName,
        e.fromMatchday !== null && e.matchday !== null ? `matchdays ${e.fromMatchday}-${e.matchday}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
  }
}

/** Where a record's player is seen: his page, his Hall of Fame entry, or nowhere. */
export function recordPlayerHref(player: NonNullable<RecordEntry['player']>): string | null {
  if (player.page === 'player') return playerPath(player.id);
  if (player.page === 'hall-of-fame') return hallOfFameMemberPath(player.id);
  return null;
}
