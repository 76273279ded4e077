/** A player's latest games, newest first, each opening its match report. */
import { Link } from 'wouter';
import type { GameLogEntry } from '@hardwood/shared';
import { Card, CardTitle, cx } from '../../components/ui';
import { gameMinutes, shootingPct } from './player-format';

export const matchPath = (gameId: string) => `/match/${encodeURIComponent(gameId)}`;

export function GameLog({ games }: { games: readonly GameLogEntry[] }) {
  return (
    <Card className="space-y-3">
      <CardTitle>Latest games</CardTitle>
      {games.length === 0 ? (
        <p className="text-sm text-slate-400">No games played yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums" data-testid="game-log">
            <thead className="text-[11px] uppercase text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  Game
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  Opponent
                </th>
                <th scope="col" className="px-2 py-1">
                  Result
                </th>
                <th scope="col" className="px-2 py-1">
                  MIN
                </th>
                <th scope="col" className="px-2 py-1">
                  PTS
                </th>
                <th scope="col" className="px-2 py-1">
                  REB
                </th>
                <th scope="col" className="px-2 py-1">
                  AST
                </th>
                <th scope="col" className="px-2 py-1">
                  FG
                </th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => {
                const won = g.teamScore > g.opponentScore;
                return (
                  <tr key={g.gameId} className="border-t border-slate-800">
                    <td className="whitespace-nowrap px-2 py-1.5 text-slate-300">
                      <span className="block text-xs text-slate-500">{g.competition}</span>
                      Matchday {g.matchday}
                    </td>
                    <td className="whitespace-nowrap px-2 py-1.5">
                      {g.home ? 'vs' : '@'} {g.opponentName}
                    </td>
                    <td className="whitespace-nowrap px-2 py-1.5 text-center">
                      <Link
                        href={matchPath(g.gameId)}
                        className="hover:underline"
                        aria-label={`Box score: ${g.teamScore}-${g.opponentScore} against ${g.opponentName}`}
                      >
                        <span className={cx('font-bold', won ? 'text-emerald-300' : 'text-red-300')}>{won ? 'W' : 'L'}</span> {g.teamScore}-
                        {g.opponentScore}
                      </Link>
                    </td>
                    <td className="px-2 py-1.5 text-center">{gameMinutes(g.line.seconds)}</td>
                    <td className="px-2 py-1.5 text-center font-semibold">{g.line.points}</td>
                    <td className="px-2 py-1.5 text-center">{g.line.rebounds}</td>
                    <td className="px-2 py-1.5 text-center">{g.line.assists}</td>
                    <td
                      className="whitespace-nowrap px-2 py-1.5 text-center"
                      title={`${shootingPct(g.line.fieldGoals, g.line.fieldGoalAttempts)}%`}
                    >
                      {g.line.fieldGoals}-{g.line.fieldGoalAttempts}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
