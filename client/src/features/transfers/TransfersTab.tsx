/**
 * The Transfers panel: four tabs, Free Agents by default, and a fifth,
 * the managers' market, in a league of managers. The
 * hub's /scouting view opens it on Find Players through `initialTab`; other
 * screens open a tab through transfer-signal.ts.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { PillTabList } from '../../components/PillTabList';
import { useEffect, useState } from 'react';
import { formatEuros, ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { LeagueMarketPanel } from '../league-market';
import { FindPlayersPanel } from './FindPlayersPanel';
import { FreeAgentsPanel } from './FreeAgentsPanel';
import { PlayerLoansPanel } from './PlayerLoansPanel';
import { SellPlayersPanel } from './SellPlayersPanel';
import { TradingBlockPanel } from './TradingBlockPanel';
import { onTransferTabRequest, takeRequestedTransferTab } from './transfer-signal';

export const TRANSFER_TABS = [
  { id: 'sell', label: 'Sell Players' },
  { id: 'free-agents', label: 'Free Agents' },
  { id: 'loans', label: 'Player Loans' },
  { id: 'find', label: 'Find Players' },
  { id: 'block', label: 'Trading Block' },
  { id: 'managers', label: "Managers' market" },
] as const;
export type TransferTabId = (typeof TRANSFER_TABS)[number]['id'];

export function TransfersTab({ initialTab = 'free-agents' }: { initialTab?: TransferTabId }) {
  // A tab another screen asked for (the office's Scout Reports → Player Loans) wins over the default.
  const [tab, setTab] = useState<TransferTabId>(() => takeRequestedTransferTab() ?? initialTab);
  useEffect(() => onTransferTabRequest(setTab), []);
  const team = useMyTeam();
  // Only a league of managers has a managers' market: the tab shows while the manager looks at one of his leagues.
  const worlds = useRouteQuery(ROUTES.worlds.mine, {});
  const inLeague = worlds.data?.worlds.some((w) => w.active && w.kind === 'league') ?? false;
  const tabs = inLeague ? TRANSFER_TABS : TRANSFER_TABS.filter((t) => t.id !== 'managers');
  return (
    <section aria-labelledby="transfers-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="transfers-title" className="text-2xl font-bold">
          Transfers
        </h1>
        {team.data ? (
          <p className="text-sm text-slate-400">
            Budget <span className="font-semibold text-slate-100">{formatEuros(team.data.budget)}</span>
          </p>
        ) : null}
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TransferTabId)}>
        <PillTabList label="Transfers" tabs={tabs} />
        <Tabs.Content value="sell" className="mt-2">
          <SellPlayersPanel />
        </Tabs.Content>
        <Tabs.Content value="free-agents" className="mt-2">
          <FreeAgentsPanel />
        </Tabs.Content>
        <Tabs.Content value="loans" className="mt-2">
          <PlayerLoansPanel />
        </Tabs.Content>
        <Tabs.Content value="find" className="mt-2">
          <FindPlayersPanel />
        </Tabs.Content>
        <Tabs.Content value="block" className="mt-2">
          <TradingBlockPanel />
        </Tabs.Content>
        {inLeague ? (
          <Tabs.Content value="managers" className="mt-2">
            <LeagueMarketPanel />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </section>
  );
}
