/**
 * The youth tournament and youth scouting without React:
 * how a match's state reads, the report's figures, the MVP tallies and the
 * scouts' lines.
 */
import type { TournamentLineDto, TournamentMatch, TournamentRecord, YouthPlayerStats, YouthProspect } from '@hardwood/shared';

/** The opponent's name without the "vs" its list prefixes. */
export function opponentName(opponent: string): string {
  return opponent.replace(/^vs\.?\s+/i, '').trim();
}

/** "vs Bologna Juniors", whether or not the name came prefixed. */
export function versusLabel(opponent: string): string {
  return `vs ${opponentName(opponent)}`;
}

/** "W 82–75" or "L 70–78", the academy's score first. */
export function resultText(record: Pick<TournamentRecord, 'result' | 'teamScore' | 'opponentScore'>): string {
  return `${record.result === 'win' ? 'W' : 'L'} ${record.teamScore}–${record.opponentScore}`;
}

/** What a schedule row says of its match. */
export function matchStateText(match: Pick<TournamentMatch, 'status' | 'matchday' | 'record'>): string {
  switch (match.status) {
    case 'locked':
      return `Locked — available in matchday ${match.matchday}`;
    case 'available':
      return 'Available now';
    case 'played':
      return match.record ? `${resultText(match.record)} · MVP ${match.record.mvpPlayer.name}` : 'Played';
    case 'missed':
      return 'Missed';
  }
}

/** Played of the total, as a percentage for the progress bar. */
export function progressPct(overview: { played: number; matches: readonly unknown[] }): number {
  const total = overview.matches.length;
  return total > 0 ? Math.round((100 * overview.played) / total) : 0;
}

/** A shooting percentage with one decimal; a share (0..1) reads as a percentage too. */
export function formatPct(value: number): string {
  const pct = value > 0 && value <= 1 ? value * 100 : value;
  return `${(Math.round(pct * 10) / 10).toFixed(1)}%`;
}

/** A player's own percentage of made over attempted, or a dash without attempts. */
export function shotPct(made: number, attempted: number): string {
  return attempted > 0 ? formatPct((100 * made) / attempted) : '–';
}

/** "5-11": made and attempted. */
export function madeAttempted(made: number, attempted: number): string {
  return `${made}-${attempted}`;
}

/** Points + rebounds + assists, what the match report ranks its MVP by. */
export function praScore(line: Pick<TournamentLineDto, 'stats'>): number {
  return line.stats.points + line.stats.rebounds + line.stats.assists;
}

/**
 * The report's MVP: the server's when he is in the box score, otherwise the
 * best points+rebounds+assists (ties to the earlier line). Null for an empty box.
 */
export function reportMvpId(record: Pick<TournamentRecord, 'mvpPlayer' | 'selectedPlayers'>): string | null {
  if (record.selectedPlayers.some((l) => l.playerId === record.mvpPlayer.playerId)) return record.mvpPlayer.playerId;
  let best: TournamentLineDto | null = null;
  for (const line of record.selectedPlayers) if (!best || praScore(line) > praScore(best)) best = line;
  return best?.playerId ?? null;
}

/** MVP awards, most first, then by name. */
export function sortMvpAwards<T extends { name: string; awards: number }>(awards: readonly T[]): T[] {
  return [...awards].filter((a) => a.awards > 0).sort((a, b) => b.awards - a.awards || a.name.localeCompare(b.name));
}

/** "1 award" / "3 awards". */
export function awardsText(awards: number): string {
  return `${awards} ${awards === 1 ? 'award' : 'awards'}`;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** A youth player's tournament averages on his academy card, or null before his first game. */
export function averagesText(stats: Pick<YouthPlayerStats, 'games' | 'averages'> | undefined): string | null {
  if (!stats || stats.games <= 0) return null;
  const { points, rebounds, assists } = stats.averages;
  return `${oneDecimal(points)} PPG · ${oneDecimal(rebounds)} RPG · ${oneDecimal(assists)} APG · ${stats.games} ${stats.games === 1 ? 'game' : 'games'}`;
}

/** "1 report on the way" / "3 reports on the way", or null when none is due. */
export function reportsDueText(reportsDue: number): string | null {
  if (reportsDue <= 0) return null;
  return `${reportsDue} ${reportsDue === 1 ? 'report' : 'reports'} on the way`;
}

/** The scout's estimate: "Potential 62–78". */
export function potentialRangeText(prospect: Pick<YouthProspect, 'potentialRange'>): string {
  return `Potential ${prospect.potentialRange.min}–${prospect.potentialRange.max}`;
}

/** Prospect reports with the ones still to decide first, otherwise in the server's order (newest first). */
export function availableFirst<T extends Pick<YouthProspect, 'status'>>(reports: readonly T[]): T[] {
  return [...reports].sort((a, b) => Number(b.status === 'available') - Number(a.status === 'available'));
}
