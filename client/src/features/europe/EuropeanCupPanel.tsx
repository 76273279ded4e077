/**
 * The European Cup as a bracket: best-of-5 quarterfinals, then
 * the Final Four (semifinals, final, third place). Three columns on desktop,
 * stacked on phones; the manager's club is ringed and marked "(You)".
 */
import type { CupSeriesDto, EuropeanCup } from '@hardwood/shared';
import { m } from 'framer-motion';
import { Trophy } from 'lucide-react';
import { Badge, cx, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useEuropeanCup } from '../../lib/queries';
import {
  CUP_ERROR_TEXT,
  CUP_HEADING,
  CUP_LOADING_TEXT,
  CUP_NOT_DRAWN_TEXT,
  cupColumns,
  gameLine,
  isOwnTeam,
  qualificationLine,
  seriesHasOwnTeam,
  seriesStatus,
  seriesTitle,
  sideScores,
  teamIndex,
  UNKNOWN_TEAM,
  YOU_MARK,
  type CupColumn,
} from './cup-logic';

export function EuropeanCupPanel() {
  const { data, isLoading, isError } = useEuropeanCup();
  return (
    <section
      aria-labelledby="cup-title"
      className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-4"
      data-testid="european-cup"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="cup-title" className="flex items-center gap-2 text-xl font-bold">
          <Trophy aria-hidden="true" className="h-5 w-5 text-amber-400" />
          {CUP_HEADING}
        </h2>
        {data ? <span className="text-sm text-slate-400">{data.seasonName}</span> : null}
      </header>
      {isLoading ? <Loading text={CUP_LOADING_TEXT} /> : null}
      {isError ? <ErrorNote>{CUP_ERROR_TEXT}</ErrorNote> : null}
      {data ? <CupBody cup={data} /> : null}
    </section>
  );
}

function CupBody({ cup }: { cup: EuropeanCup }) {
  const team = teamIndex(cup.teams);
  const name = (id: string) => team(id)?.name ?? UNKNOWN_TEAM;
  const champion = cup.champion;
  return (
    <>
      <div className="space-y-1 text-sm" data-testid="cup-qualification">
        <p className={cx('font-semibold', cup.ownQualified ? 'text-court-400' : 'text-slate-300')}>{qualificationLine(cup.ownQualified)}</p>
        <p className="text-slate-400">{cup.qualification}</p>
      </div>
      {champion ? (
        <m.div
          initial={{ opacity: 0, y: -6 }}
          animate={{ opacity: 1, y: 0 }}
          role="status"
          data-testid="cup-champion"
          className={cx(
            'flex items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4',
            isOwnTeam(champion, cup.ownTeamId) && 'ring-2 ring-court-500',
          )}
        >
          <Trophy aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-400" />
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-amber-300">{cup.seasonName} Champion</p>
            <p className="text-lg font-bold">
              {name(champion)}
              {isOwnTeam(champion, cup.ownTeamId) ? <span className="text-court-400"> {YOU_MARK}</span> : null}
            </p>
          </div>
        </m.div>
      ) : null}
      {cup.series.length === 0 ? (
        <EmptyState title={CUP_NOT_DRAWN_TEXT} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-3" data-testid="cup-bracket">
          {cupColumns(cup.series).map((column) => (
            <BracketColumn key={column.id} column={column} cup={cup} name={name} />
          ))}
        </div>
      )}
    </>
  );
}

function BracketColumn({ column, cup, name }: { column: CupColumn; cup: EuropeanCup; name: (id: string) => string }) {
  const headingId = `cup-column-${column.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="cup-column" data-column={column.id}>
      <div>
        <h3 id={headingId} className="font-semibold text-court-400">
          {column.title}
        </h3>
        <p className="text-xs text-slate-500">{column.subtitle}</p>
      </div>
      <ul className="flex flex-1 flex-col justify-around gap-3">
        {column.series.map((s) => (
          <li key={`${s.round}-${s.slot}`}>
            <SeriesCard series={s} cup={cup} name={name} />
          </li>
        ))}
        {column.pending.map((p) => (
          <li
            key={`${p.round}-${p.slot}`}
            className="rounded-lg border border-dashed border-slate-700 p-3 text-sm text-slate-500"
            data-testid="cup-series-pending"
            data-round={p.round}
          >
            <p className="font-semibold text-slate-400">{seriesTitle(p.round, p.slot)}</p>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SeriesCard({ series: s, cup, name }: { series: CupSeriesDto; cup: EuropeanCup; name: (id: string) => string }) {
  const own = seriesHasOwnTeam(s, cup.ownTeamId);
  const scores = sideScores(s);
  const title = seriesTitle(s.round, s.slot);
  const seed = (id: string) => cup.teams.find((t) => t.id === id)?.seed;
  const side = (id: string, score: number | undefined) => {
    const mine = isOwnTeam(id, cup.ownTeamId);
    const won = s.winner === id;
    const lost = s.winner !== null && !won;
    return (
      <div
        className={cx('flex items-center justify-between gap-2', lost && 'text-slate-500')}
        data-testid="cup-team"
        data-own={mine ? 'true' : undefined}
        data-winner={won ? 'true' : undefined}
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="w-5 shrink-0 text-right text-xs text-slate-500" data-testid="cup-seed">
            <span className="sr-only">Seed </span>
            {seed(id) ?? '–'}
          </span>
          <span className={cx('truncate', mine ? 'font-bold text-court-400' : won && 'font-bold text-slate-50')}>
            {name(id)}
            {mine ? <span> {YOU_MARK}</span> : null}
          </span>
          {won ? <Badge tone="green">{s.round === 'F' ? 'Champion' : 'Winner'}</Badge> : null}
        </span>
        <span className={cx('font-mono text-base', won ? 'font-bold' : 'text-slate-400')}>{score ?? '–'}</span>
      </div>
    );
  };
  return (
    <article
      aria-label={`${title}: ${name(s.high)} vs ${name(s.low)}, ${seriesStatus(s, name)}`}
      className={cx(
        'space-y-2 rounded-lg border p-3 text-sm',
        own ? 'border-court-600/60 bg-court-500/5 ring-2 ring-court-500' : 'border-slate-800 bg-slate-900/80',
      )}
      data-testid="cup-series"
      data-round={s.round}
      data-slot={s.slot}
      data-own={own ? 'true' : undefined}
    >
      <div className="flex items-center justify-between gap-2 text-xs text-slate-400">
        <span className="font-semibold uppercase tracking-wide">{title}</span>
        <span data-testid="cup-series-status">{seriesStatus(s, name)}</span>
      </div>
      {side(s.high, scores?.[0])}
      {side(s.low, scores?.[1])}
      {s.games.length > 0 ? (
        <ol aria-label={`${title} games`} className="space-y-0.5 border-t border-slate-800 pt-2 text-xs text-slate-400">
          {s.games.map((g) => {
            const line = gameLine(s, g, name);
            return (
              <li key={g.matchId} className="flex gap-2" data-testid="cup-game">
                <span className="w-6 shrink-0 font-semibold text-slate-300">{line.label}</span>
                <span className={cx(line.played ? 'font-mono text-slate-200' : 'text-slate-500')}>{line.result}</span>
                <span className="truncate">{line.venue}</span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </article>
  );
}
