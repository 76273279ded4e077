/**
 * Founding a league: its name, the country (whose top division it plays),
 * the founder's club, who may join, and when its matchdays tip off. The
 * request is checked with the server's own schema before it is sent; the
 * server's refusal shows beside the button. Founded, the league's page opens.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { foundLeagueSchema, LEAGUE_RULES, ROUTES, type FoundLeague, type LeagueVisibility } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, cx, ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { formatDateTime } from '../../lib/format-date';
import { useCountries, useSetupTeams } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { leaguePath } from './league-paths';
import { browserTimeZone, calendarFor, type CalendarChoice } from './league-text';

const VISIBILITIES: ReadonlyArray<{ value: LeagueVisibility; label: string; hint: string }> = [
  { value: 'public', label: 'Public', hint: 'Listed on the leagues page: any manager may take a free club.' },
  { value: 'invite', label: 'Invite only', hint: 'Not listed: only managers you send its invite link to may join.' },
];
const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const INLINE_FIELD = 'min-w-0 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-slate-100';
const FIELD = `w-full ${INLINE_FIELD}`;

type Field = 'name' | 'countryId' | 'teamId' | 'calendar' | 'form';
type Errors = Partial<Record<Field, string>>;

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="text-sm text-red-300">
      {text}
    </p>
  ) : null;
}

function FoundLeagueForm() {
  const [, navigate] = useLocation();
  const countries = useCountries();
  const [name, setName] = useState('');
  const [countryId, setCountryId] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [visibility, setVisibility] = useState<LeagueVisibility>('public');
  const [choice, setChoice] = useState<CalendarChoice['kind']>('daily');
  const [clock, setClock] = useState('20:00');
  const [hours, setHours] = useState(3);
  const [errors, setErrors] = useState<Errors>({});
  const teams = useSetupTeams(countryId);

  const country = countries.data?.find((c) => c.id === countryId);
  // A league plays the country's top division: the first of its leagues.
  const division = country?.leagues[0];
  const clubs = (teams.data ?? []).filter((t) => t.leagueId === division?.id).sort((a, b) => b.squadStrength - a.squadStrength);
  const timeZone = browserTimeZone();
  const choiceOf = (): CalendarChoice => (choice === 'daily' ? { kind: 'daily', clock } : { kind: 'hours', hours });
  const calendar = calendarFor(choiceOf(), new Date(), timeZone);

  const found = useRouteMutation(ROUTES.leagues.found, (body: FoundLeague) => [{}, body], {
    onSuccess: (league) => {
      toast({ title: `${league.name} is founded`, description: 'Share it, and the first matchday tips off on time.' });
      navigate(leaguePath(league.id));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    found.reset();
    // The first tip-off counts from the moment of sending, not from when the form was drawn.
    const sent = calendarFor(choiceOf(), new Date(), timeZone);
    const next: Errors = {};
    if (countryId === null) next.countryId = 'Pick the country whose top division the league plays';
    else if (teamId === null) next.teamId = 'Pick the club you will manage';
    if (sent === null) next.calendar = 'Enter the tip-off time, such as 20:00';
    // A club not chosen yet is told above; a stand-in lets the schema judge the other fields meanwhile.
    const parsed = foundLeagueSchema.safeParse({ name, countryId: countryId ?? '', teamId: teamId ?? 1, visibility, calendar: sent });
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = issue.path[0];
      const field: Field = key === 'name' || key === 'countryId' || key === 'teamId' || key === 'calendar' ? key : 'form';
      next[field] ??= issue.message;
    }
    setErrors(next);
    if (parsed.success && Object.keys(next).length === 0) found.mutate(parsed.data);
  };

  const length = name.trim().length;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Found a league">
      <div className="space-y-1">
        <label htmlFor="league-name" className="block text-sm font-semibold">
          Name
        </label>
        <input
          id="league-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby="league-name-hint league-name-error"
          className={FIELD}
        />
        <p id="league-name-hint" className={cx('text-xs', length > LEAGUE_RULES.nameMaxLength ? 'text-red-300' : 'text-slate-400')}>
          {LEAGUE_RULES.nameMinLength} to {LEAGUE_RULES.nameMaxLength} characters · {length}/{LEAGUE_RULES.nameMaxLength}
        </p>
        <FieldError id="league-name-error" text={errors.name} />
      </div>

      <div className="space-y-1">
        <label htmlFor="league-country" className="block text-sm font-semibold">
          Country
        </label>
        <select
          id="league-country"
          value={countryId ?? ''}
          onChange={(e) => {
            setCountryId(e.target.value || null);
            setTeamId(null);
          }}
          className={FIELD}
        >
          <option value="">{countries.isLoading ? 'Loading the countries…' : 'Choose a country'}</option>
          {countries.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.leagues[0] ? ` · ${c.leagues[0].name} (${c.leagues[0].clubs} clubs)` : ''}
            </option>
          ))}
        </select>
        {countries.isError ? <ErrorNote>{errorMessage(countries.error, 'Failed to load the countries')}</ErrorNote> : null}
        <FieldError id="league-country-error" text={errors.countryId} />
      </div>

      <div className="space-y-1">
        <label htmlFor="league-club" className="block text-sm font-semibold">
          Your club
        </label>
        <select
          id="league-club"
          value={teamId ?? ''}
          disabled={countryId === null}
          onChange={(e) => setTeamId(e.target.value ? Number(e.target.value) : null)}
          className={FIELD}
        >
          <option value="">
            {teams.isLoading ? 'Loading the clubs…' : countryId === null ? 'Choose a country first' : 'Choose your club'}
          </option>
          {clubs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} · strength {t.squadStrength.toFixed(1)}
            </option>
          ))}
        </select>
        {teams.isError ? <ErrorNote>{errorMessage(teams.error, 'Failed to load the clubs')}</ErrorNote> : null}
        <FieldError id="league-club-error" text={errors.teamId} />
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">Who may join</legend>
        {VISIBILITIES.map((v) => (
          <label
            key={v.value}
            className={cx(
              'flex cursor-pointer items-start gap-2 rounded-lg border p-2',
              visibility === v.value ? 'border-court-500 bg-court-500/10' : 'border-slate-800',
            )}
          >
            <input
              type="radio"
              name="league-visibility"
              className="mt-1"
              checked={visibility === v.value}
              onChange={() => setVisibility(v.value)}
            />
            <span className="min-w-0">
              <span className="block font-semibold">{v.label}</span>
              <span className="block text-sm text-slate-400">{v.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold">Matchdays</legend>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <input type="radio" name="league-calendar" checked={choice === 'daily'} onChange={() => setChoice('daily')} />
            Every day at
          </label>
          <input
            type="time"
            aria-label="Tip-off time"
            value={clock}
            onChange={(e) => {
              setClock(e.target.value);
              setChoice('daily');
            }}
            className={INLINE_FIELD}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <input type="radio" name="league-calendar" checked={choice === 'hours'} onChange={() => setChoice('hours')} />
            Every
          </label>
          <select
            aria-label="Hours between matchdays"
            value={hours}
            onChange={(e) => {
              setHours(Number(e.target.value));
              setChoice('hours');
            }}
            className={INLINE_FIELD}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
          <span>hours</span>
        </div>
        <p className="text-xs text-slate-400" data-testid="first-tip-off">
          {calendar ? `First tip-off ${formatDateTime(calendar.firstTipOff)} (${timeZone})` : 'Enter the tip-off time'}
        </p>
        <FieldError id="league-calendar-error" text={errors.calendar} />
      </fieldset>

      <div className="space-y-2">
        <FieldError id="league-form-error" text={errors.form} />
        {found.isError ? (
          <div data-testid="found-error">
            <ErrorNote>{errorMessage(found.error, 'The league could not be founded')}</ErrorNote>
          </div>
        ) : null}
        <Button type="submit" disabled={found.isPending} className="w-full sm:w-auto">
          {found.isPending ? 'Founding…' : 'Found the league'}
        </Button>
      </div>
    </form>
  );
}

export function FoundLeagueDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Found a league"
      description="Twelve clubs of one country’s top division; the AI runs every club without a manager."
    >
      {open ? <FoundLeagueForm /> : null}
    </Dialog>
  );
}
