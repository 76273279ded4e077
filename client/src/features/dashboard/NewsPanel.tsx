/** The News panel: a count badge, a scrollable list (max height 96 units), the age display, an empty state. */
import { ROUTES } from '@hardwood/shared';
import { Badge, Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { newsAge } from './news-logic';

const TYPE_LABEL = {
  player_stats: 'Player',
  market_transfer: 'Transfer',
  win_streak: 'Streak',
  loss_streak: 'Slump',
  youth_result: 'Academy',
  office_digest: 'Office',
} as const;

export function NewsPanel() {
  const news = useRouteQuery(ROUTES.money.news, {});
  return (
    <Card>
      <div className="flex items-center justify-between">
        <CardTitle>News</CardTitle>
        <Badge tone="orange">{news.data?.length ?? 0}</Badge>
      </div>
      {news.isLoading ? <Loading text="Loading news..." /> : null}
      {news.isError ? <ErrorNote>Failed to fetch news</ErrorNote> : null}
      {news.data && news.data.length === 0 ? <EmptyState title="No news available" /> : null}
      {news.data && news.data.length > 0 ? (
        <ul className="mt-3 max-h-96 space-y-3 overflow-y-auto pr-1" aria-label="News">
          {news.data.map((n) => (
            <li key={n.id} className="rounded-lg bg-slate-950/60 p-3">
              <div className="flex items-center justify-between gap-2 text-xs text-slate-400">
                <Badge>{TYPE_LABEL[n.type]}</Badge>
                <span>
                  Matchday {n.matchday} · {newsAge(n.createdAt)}
                </span>
              </div>
              <p className="mt-1 font-semibold">{n.title}</p>
              <p className="text-sm text-slate-300">{n.content}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
