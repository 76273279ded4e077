/** The dashboard's Board card: the confidence meter, the season's objectives with their progress, and the latest reasons. */
import { ROUTES } from '@hardwood/shared';
import { Card, CardTitle, ErrorNote, cx } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { JobOffers } from './JobOffers';
import { METER_BAR, METER_WORDS, meterTone, signed } from './board-logic';

export const useBoard = () => useRouteQuery(ROUTES.board.view, {});

export function BoardCard() {
  const { data, isError, error } = useBoard();
  if (isError) return <ErrorNote>{errorMessage(error, 'Failed to load the board')}</ErrorNote>;
  if (!data) return null;
  const tone = meterTone(data.confidence);
  return (
    <Card data-testid="board-card">
      <div className="flex items-center justify-between">
        <CardTitle>Board</CardTitle>
        <span className="text-sm text-slate-400">{METER_WORDS[tone]}</span>
      </div>
      <div
        role="meter"
        aria-label="Board confidence"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={data.confidence}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-800"
      >
        <div className={cx('h-full rounded-full', METER_BAR[tone])} style={{ width: `${data.confidence}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-300">Confidence {data.confidence} / 100</p>
      <h3 className="mt-3 text-sm font-semibold text-slate-200">Objectives</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {data.progress.map((p) => (
          <li key={p.key} className="flex justify-between gap-2">
            <span>{p.label}</span>
            <span className={p.onCourse ? 'text-emerald-300' : 'text-red-300'}>{p.progress}</span>
          </li>
        ))}
      </ul>
      {data.reasons.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-200">Why it moved</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {data.reasons.map((r, i) => (
              <li key={`${r.season}-${r.matchday}-${i}`} className="flex justify-between gap-2">
                <span className="text-slate-300">{r.label}</span>
                <span className={r.delta > 0 ? 'text-emerald-300' : r.delta < 0 ? 'text-red-300' : 'text-slate-400'}>
                  {signed(r.delta)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {data.offers.length > 0 ? (
        <div className="mt-3">
          <JobOffers offers={data.offers} sacked={data.sacked} />
        </div>
      ) : null}
    </Card>
  );
}
