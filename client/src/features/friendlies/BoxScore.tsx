/** A finished friendly's box score: each side's players with minutes, points, rebounds, assists and shooting. */
import type { Friendly, FriendlyBoxLine } from '@hardwood/shared';

const shooting = (made: number, attempts: number) => `${made}/${attempts}`;

function SideBox({ name, lines }: { name: string; lines: readonly FriendlyBoxLine[] }) {
  const played = [...lines].filter((p) => p.minutes > 0 || p.points > 0).sort((a, b) => b.minutes - a.minutes);
  return (
    <section aria-label={`${name} box score`} className="overflow-x-auto">
      <h4 className="mb-1 text-sm font-semibold">{name}</h4>
      <table className="w-full min-w-[460px] text-xs tabular-nums">
        <thead className="text-slate-400">
          <tr>
            {['Player', 'MIN', 'PTS', 'REB', 'AST', 'FG', '3P', 'FT', 'PF'].map((h) => (
              <th key={h} scope="col" className={h === 'Player' ? 'text-left font-normal' : 'px-1 text-center font-normal'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {played.map((p) => (
            <tr key={p.id} className="border-t border-slate-800">
              <td className="py-0.5 pr-2">
                {p.name} <span className="text-slate-500">{p.position}</span>
              </td>
              <td className="px-1 text-center">{p.minutes}</td>
              <td className="px-1 text-center font-semibold">{p.points}</td>
              <td className="px-1 text-center">{p.rebounds}</td>
              <td className="px-1 text-center">{p.assists}</td>
              <td className="px-1 text-center">{shooting(p.fieldGoals, p.fieldGoalAttempts)}</td>
              <td className="px-1 text-center">{shooting(p.threePointers, p.threePointAttempts)}</td>
              <td className="px-1 text-center">{shooting(p.freeThrows, p.freeThrowAttempts)}</td>
              <td className="px-1 text-center">{p.fouls}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function BoxScore({ friendly }: { friendly: Friendly }) {
  if (!friendly.box) return null;
  return (
    <div className="space-y-3" data-testid="friendly-box-score">
      <SideBox name={friendly.home.name} lines={friendly.box.home} />
      <SideBox name={friendly.away.name} lines={friendly.box.away} />
    </div>
  );
}
