/** Dashboard: next game, season progress, morale, budget, starting lineup, finances, news. */
import { formatEuros, moraleLabel } from '@hardwood/shared';
import { Link } from 'wouter';
import { Badge, Button, Card, CardTitle, ErrorNote } from '../../components/ui';
import { GAME_PLAN_PATH } from '../game-plan';
import { errorMessage } from '../../lib/api';
import { useDashboard } from '../../lib/queries';
import { SeasonProgressCard } from './SeasonProgressCard';
import { LineupPanel } from './LineupPanel';
import { FinancePanel } from './FinancePanel';
import { NewsPanel } from './NewsPanel';
import { PlayNextMatch } from './PlayNextMatch';
import { BoardCard, SackedScreen, useBoard } from '../board';

function NextGameCard({ onOpenSchedule }: { onOpenSchedule: () => void }) {
  const { data, isLoading, isError, error } = useDashboard();
  const next = data?.nextMatch;
  return (
    <Card className="min-h-40">
      <CardTitle>Next Game</CardTitle>
      {isError ? <ErrorNote>{errorMessage(error, 'Failed to load the next game')}</ErrorNote> : null}
      {isLoading ? <div className="mt-3 h-16 animate-pulse rounded-lg bg-slate-800" /> : null}
      {data && !next ? <p className="mt-3 text-slate-300">No games left this season.</p> : null}
      {next ? (
        <div className="mt-3 space-y-2">
          <div className="flex items-center gap-2">
            <Badge tone={next.isHome ? 'green' : 'blue'}>{next.isHome ? 'HOME' : 'AWAY'}</Badge>
            <span className="text-sm text-slate-400">{next.isHome ? 'vs' : '@'}</span>
          </div>
          <p className="text-2xl font-black" data-testid="next-opponent">
            {next.opponent}
          </p>
          <p className="text-sm text-slate-400">
            Matchday {next.matchday} • {next.competition ?? `Round ${next.round}`}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={onOpenSchedule}>
              View Schedule
            </Button>
            {/* The plan coaches the games he does not watch: set it before the game. */}
            <Link
              href={GAME_PLAN_PATH}
              className="inline-flex h-8 items-center rounded-lg border border-slate-600 px-3 text-sm font-semibold text-slate-100 hover:bg-slate-800"
            >
              Game plan
            </Link>
          </div>
        </div>
      ) : null}
      <div className="mt-3">
        <PlayNextMatch />
      </div>
    </Card>
  );
}

export function DashboardTab({
  onOpenSchedule,
  onOpenRoster,
  onOpenFinances,
}: {
  onOpenSchedule: () => void;
  onOpenRoster: () => void;
  onOpenFinances: () => void;
}) {
  const { data } = useDashboard();
  // A sacked manager chooses his next club before anything else.
  const board = useBoard().data;
  if (board?.sacked) return <SackedScreen club={board.club} offers={board.offers} />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <NextGameCard onOpenSchedule={onOpenSchedule} />
        <SeasonProgressCard />
        <Card>
          <CardTitle>Team Morale</CardTitle>
          <p className="mt-3 text-3xl font-black">{data ? moraleLabel(data.teamMorale) : '—'}</p>
          <p className="text-sm text-slate-400">{data ? `${data.teamMorale} / 100` : ' '}</p>
          {/* The levers (a team meeting, a word with a player) sit with the squad on the roster. */}
          <Button variant="secondary" size="sm" className="mt-2" onClick={onOpenRoster}>
            Manage morale
          </Button>
        </Card>
        <Card>
          <CardTitle>Transfer Budget</CardTitle>
          <p className="mt-3 text-3xl font-black text-emerald-300">{data ? formatEuros(data.transferBudget) : '—'}</p>
          <p className="text-sm text-slate-400">Available for signings</p>
        </Card>
      </div>
      <BoardCard />
      <LineupPanel onManageRoster={onOpenRoster} />
      <FinancePanel onOpenFinances={onOpenFinances} />
      <NewsPanel />
    </div>
  );
}
