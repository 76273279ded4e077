/**
 * The world's records (/records): points in a game, a season and a career,
 * the longest run of league wins and the biggest comeback, each with the
 * next best. A player opens his page (or his Hall of Fame entry once
 * retired), a club its history, a game its box score.
 */
import { Link } from 'wouter';
import { ROUTES, type RecordEntry, type RecordKind, type WorldRecord } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { HistoryNav } from './HistoryNav';
import { recordDetail, recordFigure, recordPlayerHref } from './records-format';

function Holder({ entry }: { entry: RecordEntry }) {
  const player = entry.player;
  const href = player ? recordPlayerHref(player) : null;
  const club = entry.club ? (
    <Link href={`/club/${entry.club.id}/history`} className="hover:text-court-400 hover:underline">
      {entry.club.name}
    </Link>
  ) : null;
  if (!player) return <span className="font-semibold text-slate-50">{club}</span>;
  return (
    <span>
      {href ? (
        <Link href={href} className="font-semibold text-slate-50 hover:text-court-400 hover:underline">
          {player.name}
        </Link>
      ) : (
        <span className="font-semibold text-slate-50">{player.name}</span>
      )}
      {club ? <span className="text-slate-400"> ({club})</span> : null}
    </span>
  );
}

function BoxScoreLink({ entry }: { entry: RecordEntry }) {
  if (!entry.gameId) return null;
  return (
    <Link href={`/match/${entry.gameId}`} className="shrink-0 text-xs font-semibold text-court-400 hover:underline">
      Box score
    </Link>
  );
}

function RecordCard({ record }: { record: WorldRecord }) {
  const [best, ...rest] = record.holders;
  const kind: RecordKind = record.kind;
  return (
    <Card className="space-y-3" data-testid={`record-${kind}`}>
      <CardTitle>{record.label}</CardTitle>
      {!best ? (
        <p className="text-sm text-slate-400">Not set yet: no game played.</p>
      ) : (
        <>
          <div className="space-y-1" data-testid="record-holder">
            <p className="text-2xl font-bold tabular-nums text-amber-300">{recordFigure(kind, best)}</p>
            <p className="text-base">
              <Holder entry={best} />
            </p>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-slate-400">
              <span>{recordDetail(kind, best)}</span>
              <BoxScoreLink entry={best} />
            </div>
          </div>
          {rest.length > 0 ? (
            <ol start={2} className="divide-y divide-slate-800 border-t border-slate-800 text-sm" aria-label={`${record.label}: next best`}>
              {rest.map((e, i) => (
                <li
                  key={`${e.gameId ?? ''}:${e.player?.id ?? e.club?.id ?? ''}:${e.season ?? 0}:${i}`}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5"
                >
                  <span className="w-5 text-slate-500">{i + 2}.</span>
                  <span className="min-w-0 flex-1">
                    <Holder entry={e} />
                    <span className="block text-xs text-slate-500">{recordDetail(kind, e)}</span>
                  </span>
                  <span className="font-semibold tabular-nums">{recordFigure(kind, e)}</span>
                  <BoxScoreLink entry={e} />
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </Card>
  );
}

export function RecordsPage() {
  const records = useRouteQuery(ROUTES.history.records, {});
  const data = records.data;
  const noneSet = data ? data.records.every((r) => r.holders.length === 0) : false;
  return (
    <PageShell>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Records</h1>
        <HistoryNav />
      </header>
      {records.isLoading ? <Loading text="Loading records..." /> : null}
      {records.isError ? <ErrorNote>Failed to fetch the records.</ErrorNote> : null}
      {noneSet ? <EmptyState title="No records yet">Records are set as your world’s games are played.</EmptyState> : null}
      {data && !noneSet ? (
        <div className="grid gap-4 md:grid-cols-2">
          {data.records.map((r) => (
            <RecordCard key={r.kind} record={r} />
          ))}
        </div>
      ) : null}
    </PageShell>
  );
}
