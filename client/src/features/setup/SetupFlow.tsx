/**
 * First-time setup: a full-screen modal with two steps, Choose
 * Your League (a country) and Choose Your Team. The payload is checked with
 * the shared schema before it is sent.
 */
import { AnimatePresence, m } from 'framer-motion';
import { useReducer } from 'react';
import { countOf, formatMillions, ROUTES, setupCompletePayloadSchema, type User } from '@hardwood/shared';
import { Button, cx, ErrorNote, Loading, Stars } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { useCountries, useSetupTeams } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { flagUrl } from './flags';
import { canStartManaging, groupTeamsByLeague, initialSetupState, ordinal, setupReducer, startButtonLabel } from './setup-state';

/** The country's flag as the SVG the client ships; its code in a box should a flag be missing. */
function CountryFlag({ code }: { code: string }) {
  const url = flagUrl(code);
  return url ? (
    <img
      src={url}
      alt=""
      aria-hidden="true"
      width={48}
      height={36}
      className="h-9 w-12 shrink-0 rounded-sm object-cover shadow"
      data-testid="flag"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-9 w-12 shrink-0 items-center justify-center rounded-sm bg-slate-800 text-sm font-bold uppercase"
    >
      {code}
    </span>
  );
}

export function SetupFlow({ user }: { user: User }) {
  const [state, dispatch] = useReducer(setupReducer, initialSetupState);
  const countries = useCountries();
  const teams = useSetupTeams(state.countryId);

  const complete = useRouteMutation(ROUTES.setup.complete, (payload: unknown) => [{}, setupCompletePayloadSchema.parse(payload)], {
    onSuccess: (result) =>
      toast({ title: 'Setup Complete!', description: `Welcome, ${user.firstName}! ${result.team.name} is ready for you.` }),
    onError: (error) => {
      dispatch({ type: 'failed' });
      toast({ title: 'Setup Failed', description: errorMessage(error, 'Setup failed'), variant: 'destructive' });
    },
  });

  const start = () => {
    if (!canStartManaging(state)) return;
    dispatch({ type: 'submit' });
    complete.mutate({ countryId: state.countryId, teamId: state.teamId });
  };

  if (countries.isLoading) return <Loading text="Loading setup..." className="min-h-dvh" />;

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="setup-title" className="fixed inset-0 z-40 overflow-y-auto bg-slate-950">
      <div className="mx-auto flex min-h-dvh max-w-5xl flex-col px-4 py-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-court-400">Step {state.step === 'league' ? 1 : 2} of 2</p>
        <AnimatePresence mode="wait" initial={false}>
          {state.step === 'league' ? (
            <m.section
              key="league"
              initial={{ opacity: 0, x: -16 }}
              animate={{ opacity: 1, x: 0 }}
              exit={{ opacity: 0, x: 16 }}
              className="mt-2 flex-1"
            >
              <h1 id="setup-title" className="text-3xl font-black">
                Choose Your League
              </h1>
              <p className="mt-1 text-slate-400">Pick the country whose league you want to play in.</p>
              {countries.isError ? <ErrorNote>{errorMessage(countries.error, 'Failed to load countries')}</ErrorNote> : null}
              <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {countries.data?.map((country) => (
                  <li key={country.id}>
                    <button
                      type="button"
                      onClick={() => dispatch({ type: 'chooseCountry', countryId: country.id })}
                      className="flex w-full items-center gap-4 rounded-xl border border-slate-800 bg-slate-900 p-4 text-left transition hover:border-court-500"
                    >
                      <CountryFlag code={country.code} />
                      <span className="min-w-0">
                        <span className="block text-lg font-bold">{country.name}</span>
                        <span className="block text-sm text-slate-400">Professional Basketball</span>
                        <span className="block text-sm text-slate-300">Multiple Teams Available</span>
                        {country.leagues.map((league) => (
                          <span key={league.id} className="block text-xs text-court-400" data-testid="country-league">
                            {league.name} · {countOf(league.clubs, 'club')}
                          </span>
                        ))}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </m.section>
          ) : (
            <m.section
              key="team"
              initial={{ opacity: 0, x: 16 }}
              animate={{ opacity: 1, x: 0 }}
              exit={{ opacity: 0, x: -16 }}
              className="mt-2 flex-1 pb-28"
            >
              <h1 id="setup-title" className="text-3xl font-black">
                Choose Your Team
              </h1>
              <p className="mt-1 text-slate-400">{countries.data?.find((c) => c.id === state.countryId)?.name}</p>
              {teams.isLoading ? <Loading text="Loading teams..." /> : null}
              {teams.isError ? <ErrorNote>{errorMessage(teams.error, 'Failed to fetch teams')}</ErrorNote> : null}
              <div role="radiogroup" aria-label="Teams" className="mt-4 space-y-6">
                {groupTeamsByLeague(teams.data ?? []).map((group) => (
                  <section key={group.league} aria-label={group.league}>
                    <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-400">{group.league}</h2>
                    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                      {group.teams.map((team) => {
                        const selected = state.teamId === team.id;
                        return (
                          <li key={team.id}>
                            <button
                              type="button"
                              role="radio"
                              aria-checked={selected}
                              disabled={state.submitting}
                              onClick={() => dispatch({ type: 'selectTeam', teamId: team.id })}
                              className={cx(
                                'h-full w-full rounded-xl border p-4 text-left transition',
                                selected
                                  ? 'border-court-500 bg-court-500/15 ring-2 ring-court-500'
                                  : 'border-slate-800 bg-slate-900 hover:border-slate-600',
                              )}
                            >
                              <span className="block font-bold">{team.name}</span>
                              <span className="block text-sm text-slate-400">{team.city}</span>
                              <span className="mt-2 flex items-center justify-between text-sm">
                                <span className="font-semibold text-emerald-300">{formatMillions(team.budget)}</span>
                                <Stars value={team.reputation} />
                              </span>
                              <span className="mt-2 flex items-center justify-between gap-2 text-xs" data-testid="club-strength">
                                <span className="text-slate-300" title="Mean overall of the best eight players">
                                  Squad strength <span className="font-bold text-slate-50">{team.squadStrength.toFixed(1)}</span>
                                  <span className="text-slate-500"> · {ordinal(team.strengthRank)} in the league</span>
                                </span>
                              </span>
                              <span className="mt-1 block text-xs" data-testid="board-expectation">
                                <span className="text-slate-400">Board expects: </span>
                                <span className="font-semibold text-court-400">{team.boardExpectation}</span>
                              </span>
                              {team.description ? (
                                <span className="mt-2 line-clamp-2 block text-xs text-slate-400">{team.description}</span>
                              ) : null}
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                ))}
              </div>
            </m.section>
          )}
        </AnimatePresence>
      </div>
      {state.step === 'team' ? (
        <div className="fixed inset-x-0 bottom-0 border-t border-slate-800 bg-slate-950/95 p-4 backdrop-blur">
          <div className="mx-auto flex max-w-5xl justify-between gap-3">
            <Button variant="outline" disabled={state.submitting} onClick={() => dispatch({ type: 'changeCountry' })}>
              Change Country
            </Button>
            <Button disabled={!canStartManaging(state)} onClick={start}>
              {startButtonLabel(state)}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
