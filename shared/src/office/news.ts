/**
 * Headlines of a matchday: big individual games and
 * streaks reaching a milestone. Pure; the API writes them once per key.
 */
import { NEWS_BIG_GAME_POINTS, NEWS_STREAK_LENGTHS, NEWS_TRIPLE_DOUBLE } from '../rules.js';

export interface StatLine {
  playerName: string;
  teamName: string;
  opponentName: string;
  points: number;
  rebounds: number;
  assists: number;
}

export interface Headline {
  /** Unique within the matchday: the API keys the news item with it. */
  subject: string;
  type: 'player_stats' | 'win_streak' | 'loss_streak';
  title: string;
  content: string;
}

export function bigGameHeadline(line: StatLine, subject: string): Headline | null {
  const doubles = [line.points, line.rebounds, line.assists].filter((v) => v >= NEWS_TRIPLE_DOUBLE).length;
  if (line.points < NEWS_BIG_GAME_POINTS && doubles < 3) return null;
  const what = doubles >= 3 ? 'a triple-double' : `${line.points} points`;
  return {
    subject,
    type: 'player_stats',
    title: `${line.playerName} goes off for ${what}`,
    content: `${line.playerName} (${line.teamName}) had ${line.points} points, ${line.rebounds} rebounds and ${line.assists} assists against ${line.opponentName}.`,
  };
}

/** The current run of a club's results (newest last): its length and kind. */
export function currentStreak(results: readonly ('W' | 'L')[]): { kind: 'W' | 'L'; length: number } | null {
  const last = results.at(-1);
  if (!last) return null;
  let length = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i -= 1) length += 1;
  return { kind: last, length };
}

/** A streak headline when the run has just reached a milestone length. */
export function streakHeadline(teamName: string, results: readonly ('W' | 'L')[], subject: string): Headline | null {
  const streak = currentStreak(results);
  if (!streak || !(NEWS_STREAK_LENGTHS as readonly number[]).includes(streak.length)) return null;
  return streak.kind === 'W'
    ? {
        subject,
        type: 'win_streak',
        title: `${teamName} make it ${streak.length} in a row`,
        content: `${teamName} have won ${streak.length} straight games.`,
      }
    : {
        subject,
        type: 'loss_streak',
        title: `${teamName} lose ${streak.length} straight`,
        content: `${teamName} have lost ${streak.length} games in a row. Pressure is mounting.`,
      };
}
