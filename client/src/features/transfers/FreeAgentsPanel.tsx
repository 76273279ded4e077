/**
 * Free Agents: unattached players at their market value with their wage ask
 * a season, sortable and filtered by position; signing opens the contract
 * dialog (length, fee, wages) and spends the price.
 */
import { useMemo, useState } from 'react';
import { formatEuros, ROUTES, type MarketPlayerDto } from '@hardwood/shared';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { useMyTeam, useRoster } from '../../lib/queries';
import { perSeason } from '../contracts';
import { ListControls } from '../roster/ListControls';
import { filterByPosition, type PositionFilter } from '../roster/roster-logic';
import { FREE_AGENT_SORTS, signBlockReason, sortFreeAgents, type FreeAgentSort } from './market-logic';
import { PlayerRow } from './PlayerRow';
import { SignFreeAgentDialog } from './SignFreeAgentDialog';

export function FreeAgentsPanel() {
  const freeAgents = useRouteQuery(ROUTES.transfers.freeAgents, {});
  const team = useMyTeam();
  const roster = useRoster();
  const [filter, setFilter] = useState<PositionFilter>('All');
  const [sort, setSort] = useState<FreeAgentSort>('rating');
  const players = useMemo(() => sortFreeAgents(filterByPosition(freeAgents.data ?? [], filter), sort), [freeAgents.data, filter, sort]);

  const [signing, setSigning] = useState<MarketPlayerDto | null>(null);

  return (
    <div className="space-y-3">
      <ListControls filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} sorts={FREE_AGENT_SORTS} />
      {freeAgents.isLoading ? <Loading text="Loading free agents..." /> : null}
      {freeAgents.isError ? <ErrorNote>{errorMessage(freeAgents.error, 'Failed to fetch free agents')}</ErrorNote> : null}
      {freeAgents.data && freeAgents.data.length === 0 ? <EmptyState title="No free agents available" /> : null}
      {freeAgents.data && freeAgents.data.length > 0 && players.length === 0 ? (
        <EmptyState title="No free agents in this position" />
      ) : null}
      {players.length > 0 ? (
        <ul className="grid gap-2" aria-label="Free agents">
          {players.map((p) => {
            // Until the roster has loaded its size is unknown: the server still refuses a 16th player.
            const reason = signBlockReason({ rosterSize: roster.data?.length ?? 0, budget: team.data?.budget, price: p.marketValue });
            return (
              <PlayerRow
                key={p.id}
                player={p}
                potential={p.potentialView}
                testId="free-agent"
                details={
                  <>
                    Market value <span data-testid="free-agent-price">{formatEuros(p.marketValue)}</span> · Wage ask{' '}
                    <span data-testid="free-agent-wage">{formatEuros(perSeason(p.wageAsk))}</span> a season
                  </>
                }
                action={
                  <>
                    <Button size="sm" aria-label={`Sign ${p.name}`} disabled={reason !== null} onClick={() => setSigning(p)}>
                      {`Sign · ${formatEuros(p.marketValue)}`}
                    </Button>
                    {reason ? <span className="text-xs text-amber-300">{reason}</span> : null}
                  </>
                }
              />
            );
          })}
        </ul>
      ) : null}
      <SignFreeAgentDialog player={signing} onClose={() => setSigning(null)} />
    </div>
  );
}
