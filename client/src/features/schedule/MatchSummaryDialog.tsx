/** A played match's summary: the final score, both teams' box score lines and the play-by-play. */
import { Link } from 'wouter';
import type { Match, TeamBoxScore } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { MatchPlayByPlay } from './MatchPlayByPlay';

const pct = (made: number, attempts: number) => (attempts > 0 ? `${((made / attempts) * 100).toFixed(1)}%` : '—');
const ROWS: Array<[string, (s: TeamBoxScore) => string]> = [
  ['Field goals', (s) => `${s.fieldGoals}/${s.fieldGoalAttempts} (${pct(s.fieldGoals, s.fieldGoalAttempts)})`],
  ['Three-pointers', (s) => `${s.threePointers}/${s.threePointAttempts} (${pct(s.threePointers, s.threePointAttempts)})`],
  ['Free throws', (s) => `${s.freeThrows}/${s.freeThrowAttempts} (${pct(s.freeThrows, s.freeThrowAttempts)})`],
  ['Rebounds', (s) => String(s.rebounds)],
  ['Assists', (s) => String(s.assists)],
  ['Steals', (s) => String(s.steals)],
  ['Blocks', (s) => String(s.blocks)],
  ['Turnovers', (s) => String(s.turnovers)],
  ['Fouls', (s) => String(s.fouls)],
];

export function MatchSummaryDialog({
  match,
  homeName,
  awayName,
  onClose,
}: {
  match: Match;
  homeName: string;
  awayName: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Match Summary"
      description={`Matchday ${match.matchday} • Round ${match.round}`}
    >
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <p className="font-bold">{homeName}</p>
        <p className="font-mono text-3xl font-black">
          {match.homeScore} - {match.awayScore}
        </p>
        <p className="font-bold">{awayName}</p>
      </div>
      {match.homeStats && match.awayStats ? (
        <table className="mt-4 w-full text-sm">
          <tbody>
            {ROWS.map(([label, value]) => (
              <tr key={label} className="border-t border-slate-800">
                <td className="py-1.5 text-left">{value(match.homeStats as TeamBoxScore)}</td>
                <th scope="row" className="py-1.5 text-center font-normal text-slate-400">
                  {label}
                </th>
                <td className="py-1.5 text-right">{value(match.awayStats as TeamBoxScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-slate-400">No box score was recorded for this match.</p>
      )}
      {match.isPlayed ? <MatchPlayByPlay matchId={match.id} /> : null}
      {/* Every player's line, the quarters and, for a game played live, its shots and score flow. */}
      <Link
        href={`/match/${match.id}`}
        className="mt-4 flex h-10 items-center justify-center rounded-lg bg-court-500 text-sm font-semibold text-slate-950 hover:bg-court-400"
      >
        Full box score
      </Link>
    </Dialog>
  );
}
