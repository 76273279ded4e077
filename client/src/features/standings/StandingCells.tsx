import type { Standing } from '@hardwood/shared';
import { Badge, cx } from '../../components/ui';
import { NO_STATUS_YET, shownStatus, signed, STATUS_TONE } from './standings-logic';

type Row = Pick<Standing, 'matchesPlayed' | 'wins' | 'losses' | 'pointsFor' | 'pointsAgainst' | 'pointsDifference' | 'points' | 'status'>;

/**
 * The figures of a table row from P to Status; PF and PA only where the table
 * shows them. `compactOnPhones`: below the small breakpoint only W, L, +/-
 * and Pts stay (the status shows as the row's colour bar instead).
 */
export function StandingCells({
  row,
  withPointsForAgainst,
  compactOnPhones = false,
}: {
  row: Row;
  withPointsForAgainst: boolean;
  compactOnPhones?: boolean;
}) {
  const cell = 'px-2 py-1.5 text-center';
  const wide = cx(cell, compactOnPhones && 'hidden sm:table-cell');
  const status = shownStatus(row);
  return (
    <>
      <td className={wide}>{row.matchesPlayed}</td>
      <td className={cell}>{row.wins}</td>
      <td className={cell}>{row.losses}</td>
      {withPointsForAgainst ? (
        <>
          <td className={wide}>{row.pointsFor}</td>
          <td className={wide}>{row.pointsAgainst}</td>
        </>
      ) : null}
      <td className={cell}>{signed(row.pointsDifference)}</td>
      <td className={`${cell} font-bold`}>{row.points}</td>
      <td className={wide}>
        {status ? (
          <Badge tone={STATUS_TONE[status]}>{status}</Badge>
        ) : (
          <span className="text-slate-500" title={NO_STATUS_YET}>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{NO_STATUS_YET}</span>
          </span>
        )}
      </td>
    </>
  );
}
