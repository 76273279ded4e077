/**
 * The live match dialog (part 1 §2): scoreboard, play/pause, the live feed,
 * Rosters, Substitutions, Tactics and Statistics tabs, the break panel and
 * Save at the end. The server plays; this only shows and asks.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { m } from 'framer-motion';
import { useState } from 'react';
import type { LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Badge, Button, cx, ErrorNote, Loading } from '../../components/ui';
import { toast } from '../../lib/toast';
import { ProcessingDialog } from '../processing/ProcessingDialog';
import {
  availableSubstitutes,
  bench,
  canSubstitute,
  continueLabel,
  formatClock,
  foulsLabel,
  isOut,
  isOvertime,
  managedTeam,
  onCourt,
  pct,
  performanceAnalysis,
  teamTotals,
  topPerformers,
} from './live-logic';
import { ScoreFlow } from './ScoreFlow';
import { useLiveMatch } from './useLiveMatch';

const PACES = ['slow', 'moderate', 'fast'] as const;
const OFFENSES = ['inside', 'balanced', 'perimeter'] as const;
const DEFENSES = ['man-to-man', 'zone', 'full-court-press'] as const;

function Scoreboard({ view }: { view: LiveMatchView }) {
  return (
    <div className="rounded-xl bg-slate-950 p-4">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
        <p className="truncate font-semibold">{view.home.name}</p>
        <div className="flex items-center gap-3 font-mono text-4xl font-black tabular-nums">
          {/* A new key per score: the number drops in; no exit animation, so nothing piles up at 10 patches a second. */}
          <m.span key={`h${view.homeScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="home-score">
            {view.homeScore}
          </m.span>
          <span className="text-slate-600">-</span>
          <m.span key={`a${view.awayScore}`} initial={{ y: -10, opacity: 0 }} animate={{ y: 0, opacity: 1 }} data-testid="away-score">
            {view.awayScore}
          </m.span>
        </div>
        <p className="truncate font-semibold">{view.away.name}</p>
      </div>
      <div className="mt-2 flex items-center justify-center gap-3 text-sm text-slate-300">
        <Badge tone="orange">{view.periodLabel}</Badge>
        {isOvertime(view.quarter) ? <span className="text-xs text-slate-400">European Rules</span> : null}
        <span className="font-mono text-lg tabular-nums" data-testid="game-clock">
          {formatClock(view.clock)}
        </span>
      </div>
    </div>
  );
}

function PlayerRow({ p }: { p: LivePlayerView }) {
  return (
    <tr className={cx('border-t border-slate-800', isOut(p) && 'opacity-50')}>
      <td className="py-1 pr-2">
        <span className="font-medium">{p.name}</span> <span className="text-xs text-slate-500">{p.slot || p.position}</span>
        {p.fouledOut ? <span className="ml-1 text-xs text-red-400">fouled out</span> : null}
        {p.injured ? <span className="ml-1 text-xs text-red-400">injured</span> : null}
      </td>
      <td className="px-1 text-center">{p.points}</td>
      <td className="px-1 text-center">{p.rebounds}</td>
      <td className="px-1 text-center">{p.assists}</td>
      <td className={cx('px-1 text-center', p.fouls >= 4 && 'text-amber-300')}>{foulsLabel(p.fouls)}</td>
      <td className="px-1 text-center">{p.minutes}</td>
      <td className="px-1 text-center">{p.overall}</td>
      <td className={cx('px-1 text-center', p.energy < 45 ? 'text-red-400' : p.energy < 70 ? 'text-amber-300' : 'text-emerald-300')}>{p.energy}%</td>
    </tr>
  );
}

function TeamRoster({ team }: { team: LiveTeamView }) {
  const head = (
    <thead className="text-[11px] uppercase text-slate-400">
      <tr>
        {['Player', 'PTS', 'REB', 'AST', 'PF', 'MIN', 'OVR', 'NRG'].map((h) => (
          <th key={h} scope="col" className={h === 'Player' ? 'text-left' : 'px-1 text-center'}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
  return (
    <section aria-label={team.name} className="overflow-x-auto">
      <h4 className="mb-1 font-semibold">{team.name}</h4>
      <table className="w-full min-w-[420px] text-sm">
        {head}
        <tbody>
          {onCourt(team).map((p) => (
            <PlayerRow key={p.id} p={p} />
          ))}
          <tr>
            <td colSpan={8} className="pt-2 text-xs uppercase text-slate-500">
              Bench
            </td>
          </tr>
          {bench(team).map((p) => (
            <PlayerRow key={p.id} p={p} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Substitutions({ view, send }: { view: LiveMatchView; send: ReturnType<typeof useLiveMatch>['send'] }) {
  const mine = managedTeam(view);
  const [picks, setPicks] = useState<Record<string, string>>({});
  if (!mine) return <p className="text-slate-300">View Only - Teams Controlled by AI</p>;
  const stopped = canSubstitute(view.status);
  const available = availableSubstitutes(mine);
  return (
    <div className="space-y-3">
      {!stopped ? <p className="text-sm text-amber-300">Pause the game to make substitutions.</p> : null}
      <h4 className="font-semibold">Starting Five</h4>
      <ul className="space-y-2">
        {onCourt(mine).map((p) => {
          const disabled = !stopped || isOut(p) || available.length === 0;
          return (
            <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 p-2 text-sm">
              <span className="min-w-32 flex-1">
                <span className="font-medium">{p.name}</span> <span className="text-xs text-slate-500">{p.slot} · {p.energy}% · {foulsLabel(p.fouls)}</span>
              </span>
              <label className="sr-only" htmlFor={`sub-${p.id}`}>
                Sub out {p.name}
              </label>
              <select
                id={`sub-${p.id}`}
                disabled={disabled}
                value={picks[p.id] ?? ''}
                onChange={(e) => setPicks({ ...picks, [p.id]: e.target.value })}
                className="h-9 rounded-lg border border-slate-700 bg-slate-950 px-2 disabled:opacity-50"
              >
                <option value="">Sub out…</option>
                {available.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.position}, {b.energy}%)
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled || !picks[p.id]}
                onClick={() => {
                  const inId = picks[p.id];
                  if (inId) send('substitute', { outId: p.id, inId });
                  setPicks({ ...picks, [p.id]: '' });
                }}
              >
                Sub out
              </Button>
            </li>
          );
        })}
      </ul>
      <h4 className="font-semibold">Bench Players</h4>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {bench(mine).map((p) => (
          <li key={p.id} className={cx('rounded bg-slate-950/40 px-2 py-1', isOut(p) && 'opacity-50')}>
            {p.name} <span className="text-xs text-slate-500">{p.position} · {p.energy}%{p.fouledOut ? ' · fouled out' : ''}{p.injured ? ' · injured' : ''}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TacticsPanel({ view, send }: { view: LiveMatchView; send: ReturnType<typeof useLiveMatch>['send'] }) {
  const mine = managedTeam(view);
  const other = mine === view.home ? view.away : view.home;
  const choose = (field: 'pace' | 'offense' | 'defense', value: string) => {
    if (!mine) return;
    const next = { pace: mine.pace, offense: mine.offense, defense: mine.defense, [field]: value } as { pace: (typeof PACES)[number]; offense: (typeof OFFENSES)[number]; defense: (typeof DEFENSES)[number] };
    send('tactics', next);
  };
  const group = (label: string, field: 'pace' | 'offense' | 'defense', options: readonly string[], team: LiveTeamView, editable: boolean) => (
    <fieldset className="space-y-1">
      <legend className="text-sm text-slate-400">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            disabled={!editable}
            aria-pressed={team[field] === o}
            onClick={() => choose(field, o)}
            className={cx('rounded-full px-3 py-1 text-sm capitalize', team[field] === o ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300', editable ? 'hover:bg-slate-700' : 'cursor-default')}
          >
            {o.replace(/-/g, ' ')}
          </button>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {[mine, other].filter((t): t is LiveTeamView => Boolean(t)).map((team) => {
        const editable = team === mine;
        return (
          <section key={team.id} aria-label={`${team.name} tactics`} className="space-y-2 rounded-lg bg-slate-950/60 p-3">
            <h4 className="font-semibold">
              {team.name} {editable ? null : <span className="text-xs text-slate-500">(view only)</span>}
            </h4>
            {group('Game Pace', 'pace', PACES, team, editable)}
            {group('Offensive Strategy', 'offense', OFFENSES, team, editable)}
            {group('Defensive Strategy', 'defense', DEFENSES, team, editable)}
          </section>
        );
      })}
      {!mine ? <p className="text-slate-300">View Only - Teams Controlled by AI</p> : null}
    </div>
  );
}

function Statistics({ view }: { view: LiveMatchView }) {
  const h = teamTotals(view.home);
  const a = teamTotals(view.away);
  const rows: Array<[string, string, string]> = [
    ['FG', `${h.fieldGoals}/${h.fieldGoalAttempts} (${pct(h.fieldGoals, h.fieldGoalAttempts)})`, `${a.fieldGoals}/${a.fieldGoalAttempts} (${pct(a.fieldGoals, a.fieldGoalAttempts)})`],
    ['3P', `${h.threePointers}/${h.threePointAttempts} (${pct(h.threePointers, h.threePointAttempts)})`, `${a.threePointers}/${a.threePointAttempts} (${pct(a.threePointers, a.threePointAttempts)})`],
    ['FT', `${h.freeThrows}/${h.freeThrowAttempts} (${pct(h.freeThrows, h.freeThrowAttempts)})`, `${a.freeThrows}/${a.freeThrowAttempts} (${pct(a.freeThrows, a.freeThrowAttempts)})`],
    ['Rebounds', String(h.rebounds), String(a.rebounds)],
    ['Assists', String(h.assists), String(a.assists)],
    ['Steals', String(h.steals), String(a.steals)],
    ['Blocks', String(h.blocks), String(a.blocks)],
    ['Turnovers', String(h.turnovers), String(a.turnovers)],
    ['Fouls', String(h.fouls), String(a.fouls)],
  ];
  return (
    <div className="space-y-4">
      <table className="w-full text-sm">
        <thead className="text-xs uppercase text-slate-400">
          <tr>
            <th className="text-left">{view.home.name}</th>
            <th />
            <th className="text-right">{view.away.name}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, home, away]) => (
            <tr key={label} className="border-t border-slate-800">
              <td className="py-1">{home}</td>
              <th scope="row" className="py-1 text-center font-normal text-slate-400">
                {label}
              </th>
              <td className="py-1 text-right">{away}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-3 sm:grid-cols-2">
        {[view.home, view.away].map((team) => (
          <section key={team.id} aria-label={`${team.name} top performers`}>
            <h4 className="text-sm font-semibold">Top performers · {team.name}</h4>
            <ul className="mt-1 space-y-0.5 text-sm">
              {topPerformers(team).map((p) => (
                <li key={p.id}>
                  {p.name}: {p.points} pts, {p.rebounds} reb, {p.assists} ast
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section aria-label="Performance analysis">
        <h4 className="text-sm font-semibold">Performance analysis</h4>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-300">
          {performanceAnalysis(view.home, view.away).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function LiveMatchDialog({ matchId, homeName, awayName, matchday, round, onClose, spectate }: { matchId: string; homeName: string; awayName: string; matchday: number; round: number; onClose: () => void; spectate?: boolean }) {
  const live = useLiveMatch(matchId, { spectate: spectate ?? false, onRefused: (e) => toast({ title: 'Not allowed', description: e.message, variant: 'destructive' }) });
  const [processing, setProcessing] = useState(false);
  const view = live.view;
  const manager = live.role === 'manager';
  const latest = view?.events.at(-1);

  if (processing) {
    return (
      <ProcessingDialog
        matchId={matchId}
        onDone={() => {
          live.forget();
          onClose();
        }}
        onCancel={() => setProcessing(false)}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${view?.home.name ?? homeName} vs ${view?.away.name ?? awayName}`} description={`Matchday ${view?.matchday ?? matchday} • Round ${view?.round ?? round}`} className="sm:max-w-3xl">
      {live.connection === 'connecting' ? <Loading text="Connecting to the game server..." /> : null}
      {live.connection === 'failed' ? <ErrorNote>{live.error}</ErrorNote> : null}
      {view?.resultFailed ? <ErrorNote>This match could not be saved, so the game server has closed it. Close this window.</ErrorNote> : null}
      {live.connection === 'closed' && view?.status !== 'finished' && !view?.resultFailed ? <ErrorNote>The connection to the game server was lost. Close and press Play to rejoin.</ErrorNote> : null}
      {view ? (
        <div className="space-y-4">
          <Scoreboard view={view} />
          {manager ? (
            <div className="flex flex-wrap items-center justify-center gap-2">
              {view.status === 'playing' ? (
                <Button variant="secondary" onClick={() => live.send('pause')}>
                  ❚❚ Pause
                </Button>
              ) : null}
              {view.status === 'not_started' || view.status === 'paused' ? <Button onClick={() => live.send('play')}>▶ {view.status === 'not_started' ? 'Start Match' : 'Play'}</Button> : null}
            </div>
          ) : null}
          {view.status === 'break' ? (
            <div className="rounded-xl border border-court-600/50 bg-court-500/10 p-4 text-center" role="status">
              <p className="font-semibold">{view.quarter >= 4 ? 'Tied after regulation: overtime (European Rules)' : `End of ${view.periodLabel}`}</p>
              <p className="text-sm text-slate-300">Players recover energy during the break. Make your changes, then continue.</p>
              {manager ? (
                <Button className="mt-3" onClick={() => live.send('continue')}>
                  {continueLabel(view.quarter)}
                </Button>
              ) : null}
            </div>
          ) : null}
          {view.status === 'finished' ? (
            <div className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-4 text-center" role="status">
              <p className="font-semibold">Final: {view.home.name} {view.homeScore} - {view.awayScore} {view.away.name}</p>
              {manager && !view.resultFailed ? (
                <Button className="mt-3" disabled={!view.resultSaved} onClick={() => setProcessing(true)}>
                  {view.resultSaved ? 'Save' : 'Recording result...'}
                </Button>
              ) : null}
            </div>
          ) : null}
          {view.flow && view.flow.length > 0 ? <ScoreFlow flow={view.flow} home={view.home.name} away={view.away.name} /> : null}
          <section aria-label="Live Events" className="rounded-xl border border-slate-800 p-3">
            <h3 className="text-sm font-semibold text-slate-400">Live Events</h3>
            {latest ? (
              <m.p key={latest.seq} initial={{ opacity: 0, y: 6 }} animate={{ opacity: 1, y: 0 }} className="mt-1 font-medium" data-testid="latest-event">
                {latest.text}
              </m.p>
            ) : (
              <p className="mt-1 text-sm text-slate-500">Tip-off soon.</p>
            )}
            <ol className="mt-2 max-h-32 space-y-0.5 overflow-y-auto text-xs text-slate-400">
              {[...view.events].reverse().slice(1).map((e) => (
                <li key={e.seq}>
                  <span className="font-mono">{formatClock(e.clock)}</span> {e.text}
                </li>
              ))}
            </ol>
          </section>
          <Tabs.Root defaultValue="rosters">
            <Tabs.List aria-label="Match details" className="flex gap-1 overflow-x-auto rounded-lg bg-slate-950 p-1">
              {['Rosters', 'Substitutions', 'Tactics', 'Statistics'].map((t) => (
                <Tabs.Trigger key={t} value={t.toLowerCase()} className="flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-400 data-[state=active]:bg-slate-800 data-[state=active]:text-slate-50">
                  {t}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="rosters" className="mt-3 space-y-4">
              <TeamRoster team={view.home} />
              <TeamRoster team={view.away} />
            </Tabs.Content>
            <Tabs.Content value="substitutions" className="mt-3">
              {manager ? <Substitutions view={view} send={live.send} /> : <p className="text-slate-300">View Only - Teams Controlled by AI</p>}
            </Tabs.Content>
            <Tabs.Content value="tactics" className="mt-3">
              <TacticsPanel view={manager ? view : { ...view, home: { ...view.home, managed: false }, away: { ...view.away, managed: false } }} send={live.send} />
            </Tabs.Content>
            <Tabs.Content value="statistics" className="mt-3">
              <Statistics view={view} />
            </Tabs.Content>
          </Tabs.Root>
        </div>
      ) : null}
    </Dialog>
  );
}
