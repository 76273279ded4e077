/**
 * The live match's details: Rosters, Substitutions, Tactics and
 * Statistics tabs. The manager's seat gets the panels that send; everyone else
 * (a career spectator, the Live Centre) sees them read-only.
 */
import * as Tabs from '@radix-ui/react-tabs';
import type { LiveEventView, LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { bench, foulsLabel, isOut, onCourt, pct, performanceAnalysis, teamTotals, topPerformers } from '../live/live-logic';
import { LateGamePanel } from '../live/LateGamePanel';
import { TacticsPanel, VIEW_ONLY_TEXT, type SendLiveMessage } from '../live/ManagerPanels';
import { SubstitutionPanel } from '../live/SubstitutionPanel';
import { ShotChart, type ShotWhyOf } from './ShotChart';
import { formatExpectedPoints } from './shot-why';

/** Each player's expected points (a replay whose shots carry their chances); absent, the box score has no xPts column. */
type ExpectedPoints = ReadonlyMap<string, number> | null | undefined;

function PlayerRow({ p, xPts }: { p: LivePlayerView; xPts: ExpectedPoints }) {
  return (
    <tr className={cx('border-t border-slate-800', isOut(p) && 'opacity-50')}>
      <td className="py-1 pr-2">
        <span className="font-medium">{p.name}</span> <span className="text-xs text-slate-500">{p.slot || p.position}</span>
        {p.fouledOut ? <span className="ml-1 text-xs text-red-400">fouled out</span> : null}
        {p.injured ? <span className="ml-1 text-xs text-red-400">injured</span> : null}
      </td>
      <td className="px-1 text-center">{p.points}</td>
      {xPts ? (
        <td className="px-1 text-center text-slate-400 tabular-nums" data-testid="xpts">
          {formatExpectedPoints(xPts.get(p.id) ?? 0)}
        </td>
      ) : null}
      <td className="px-1 text-center">{p.rebounds}</td>
      <td className="px-1 text-center">{p.assists}</td>
      <td className={cx('px-1 text-center', p.fouls >= 4 && 'text-amber-300')}>{foulsLabel(p.fouls)}</td>
      <td className="px-1 text-center">{p.minutes}</td>
      <td className="px-1 text-center">{p.overall}</td>
      <td className={cx('px-1 text-center', p.energy < 45 ? 'text-red-400' : p.energy < 70 ? 'text-amber-300' : 'text-emerald-300')}>
        {p.energy}%
      </td>
    </tr>
  );
}

function TeamRoster({ team, xPts }: { team: LiveTeamView; xPts: ExpectedPoints }) {
  const headers = ['Player', 'PTS', ...(xPts ? ['xPts'] : []), 'REB', 'AST', 'PF', 'MIN', 'OVR', 'NRG'];
  const head = (
    <thead className="text-[11px] uppercase text-slate-400">
      <tr>
        {headers.map((h) => (
          <th
            key={h}
            scope="col"
            className={h === 'Player' ? 'text-left' : cx('px-1 text-center', h === 'xPts' && 'normal-case')}
            title={h === 'xPts' ? 'Expected points: each attempt’s chance times its value, summed' : undefined}
          >
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
            <PlayerRow key={p.id} p={p} xPts={xPts} />
          ))}
          <tr>
            <td colSpan={headers.length} className="pt-2 text-xs uppercase text-slate-500">
              Bench
            </td>
          </tr>
          {bench(team).map((p) => (
            <PlayerRow key={p.id} p={p} xPts={xPts} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Statistics({ view }: { view: LiveMatchView }) {
  const h = teamTotals(view.home);
  const a = teamTotals(view.away);
  const rows: Array<[string, string, string]> = [
    [
      'FG',
      `${h.fieldGoals}/${h.fieldGoalAttempts} (${pct(h.fieldGoals, h.fieldGoalAttempts)})`,
      `${a.fieldGoals}/${a.fieldGoalAttempts} (${pct(a.fieldGoals, a.fieldGoalAttempts)})`,
    ],
    [
      '3P',
      `${h.threePointers}/${h.threePointAttempts} (${pct(h.threePointers, h.threePointAttempts)})`,
      `${a.threePointers}/${a.threePointAttempts} (${pct(a.threePointers, a.threePointAttempts)})`,
    ],
    [
      'FT',
      `${h.freeThrows}/${h.freeThrowAttempts} (${pct(h.freeThrows, h.freeThrowAttempts)})`,
      `${a.freeThrows}/${a.freeThrowAttempts} (${pct(a.freeThrows, a.freeThrowAttempts)})`,
    ],
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

/** Both teams as the AI's: nothing to pick, both tactics read-only. */
const aiOnly = (view: LiveMatchView): LiveMatchView => ({
  ...view,
  home: { ...view.home, managed: false },
  away: { ...view.away, managed: false },
});
const ignoreMessage: SendLiveMessage = () => undefined;

export type MatchDetailTab = 'rosters' | 'substitutions' | 'tactics' | 'statistics' | 'shots';

/**
 * `send` only for the manager's seat; without it every tab is read-only. With
 * the feed, a Shots tab follows the spec's four. `tab`/`onTabChange` let the
 * page open a tab from elsewhere (a phone's Subs and Tactics buttons).
 */
export function MatchDetailTabs({
  view,
  send,
  feed,
  tab,
  onTabChange,
  substituteHint,
  viewOnlyText = VIEW_ONLY_TEXT,
  xPts,
  whyOf,
}: {
  view: LiveMatchView;
  send?: SendLiveMessage | undefined;
  feed?: readonly LiveEventView[];
  tab?: MatchDetailTab;
  onTabChange?: (tab: MatchDetailTab) => void;
  /** What the substitutions tab says while the clock runs (a friendly has no pause). */
  substituteHint?: string;
  /** What a viewer without a side reads on the substitutions and tactics tabs. */
  viewOnlyText?: string;
  /** A replay's expected points per player: an xPts column beside PTS. */
  xPts?: ExpectedPoints;
  /** A replay's shot chances, for the shot chart's tooltips and selection. */
  whyOf?: ShotWhyOf | undefined;
}) {
  const controlled = tab !== undefined ? { value: tab, onValueChange: (v: string) => onTabChange?.(v as MatchDetailTab) } : {};
  return (
    <Tabs.Root defaultValue="rosters" {...controlled}>
      <Tabs.List aria-label="Match details" className="flex gap-1 overflow-x-auto rounded-lg bg-slate-950 p-1">
        {['Rosters', 'Substitutions', 'Tactics', 'Statistics', ...(feed ? ['Shots'] : [])].map((t) => (
          <Tabs.Trigger
            key={t}
            value={t.toLowerCase()}
            className="flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-400 data-[state=active]:bg-slate-800 data-[state=active]:text-slate-50"
          >
            {t}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="rosters" className="mt-3 space-y-4">
        <TeamRoster team={view.home} xPts={xPts} />
        <TeamRoster team={view.away} xPts={xPts} />
      </Tabs.Content>
      <Tabs.Content value="substitutions" className="mt-3">
        {send ? (
          <SubstitutionPanel view={view} send={send} {...(substituteHint ? { runningHint: substituteHint } : {})} />
        ) : (
          <p className="text-slate-300">{viewOnlyText}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="tactics" className="mt-3">
        <TacticsPanel view={send ? view : aiOnly(view)} send={send ?? ignoreMessage} viewOnlyText={viewOnlyText} />
        {send ? (
          <div className="mt-4">
            <LateGamePanel view={view} send={send} />
          </div>
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="statistics" className="mt-3">
        <Statistics view={view} />
      </Tabs.Content>
      {feed ? (
        <Tabs.Content value="shots" className="mt-3">
          <ShotChart view={view} feed={feed} whyOf={whyOf} />
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
