import type { Standing } from '@hardwood/shared';
import { Badge } from '../../components/ui';
import { signed, STATUS_TONE } from './standings-logic';

type Row = Pick<Standing, 'matchesPlayed' | 'wins' | 'losses' | 'pointsFor' | 'pointsAgainst' | 'pointsDifference' | 'points' | 'status'>;

/** The figures of a table row from P to Status; PF and PA only where the table shows them. */
export function StandingCells({ row, withPointsForAgainst }: { row: Row; withPointsForAgainst: boolean }) {
  const cell = 'px-2 py-1.5 text-center';
  return (
    <>
      <td className={cell}>{row.matchesPlayed}</td>
      <td className={cell}>{row.wins}</td>
      <td className={cell}>{row.losses}</td>
      {withPointsForAgainst ? (
        <>
          <td className={cell}>{row.pointsFor}</td>
          <td className={cell}>{row.pointsAgainst}</td>
        </>
      ) : null}
      <td className={cell}>{signed(row.pointsDifference)}</td>
      <td className={`${cell} font-bold`}>{row.points}</td>
      <td className={cell}>
        <Badge tone={STATUS_TONE[row.status]}>{row.status}</Badge>
      </td>
    </>
  );
}
