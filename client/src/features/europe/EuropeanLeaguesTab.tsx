/** The European Cup's bracket, then the other national leagues' live tables, played along with yours at every matchday. */
import * as Tabs from '@radix-ui/react-tabs';
import { countOf } from '@hardwood/shared';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useEuropeanLeagues } from '../../lib/queries';
import { StandingCells } from '../standings/StandingCells';
import { EuropeanCupPanel } from './EuropeanCupPanel';

export function EuropeanLeaguesTab() {
  const { data, isLoading, isError } = useEuropeanLeagues();
  return (
    <section aria-labelledby="europe-title" className="space-y-4">
      <h1 id="europe-title" className="text-2xl font-bold">
        European Leagues
      </h1>
      <EuropeanCupPanel />
      <h2 className="text-xl font-bold">National Leagues</h2>
      {isLoading ? <Loading text="Loading European leagues..." /> : null}
      {isError ? <ErrorNote>Failed to fetch European leagues</ErrorNote> : null}
      {data && data.length === 0 ? <EmptyState title="No European leagues yet" /> : null}
      {data && data.length > 0 ? (
        <Tabs.Root defaultValue={String(data[0]?.leagueId)}>
          <Tabs.List aria-label="Leagues" className="flex gap-1 overflow-x-auto pb-2">
            {data.map((l) => (
              <Tabs.Trigger
                key={l.leagueId}
                value={String(l.leagueId)}
                className="shrink-0 rounded-full bg-slate-800 px-3 py-1 text-sm text-slate-300 data-[state=active]:bg-court-500 data-[state=active]:text-slate-950"
              >
                {l.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {data.map((l) => (
            <Tabs.Content key={l.leagueId} value={String(l.leagueId)} className="mt-2">
              <p className="mb-2 text-sm text-slate-400">
                {l.matchdaysPlayed === 0
                  ? 'The season starts with your first processed matchday.'
                  : `${countOf(l.matchdaysPlayed, 'matchday')} played`}
              </p>
              <div className="overflow-x-auto rounded-xl border border-slate-800">
                <table className="w-full min-w-[520px] text-sm">
                  <thead className="bg-slate-900 text-xs uppercase text-slate-400">
                    <tr>
                      {['Pos', 'Team', 'P', 'W', 'L', '+/-', 'Pts', 'Status'].map((c) => (
                        <th key={c} scope="col" className={c === 'Team' ? 'px-2 py-2 text-left' : 'px-2 py-2 text-center'}>
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {l.standings.map((row) => (
                      <tr key={row.teamId} className="border-t border-slate-800 odd:bg-slate-900/40">
                        <td className="px-2 py-1.5 text-center">{row.position}</td>
                        <td className="px-2 py-1.5">
                          {row.teamName} <span className="text-xs text-slate-500">{row.city}</span>
                        </td>
                        <StandingCells row={row} withPointsForAgainst={false} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </section>
  );
}
