/**
 * The youth academy screen: the three tiers and Create
 * Academy with its confirmation; with an academy, the header and three tabs:
 * Academy Players (a card per slot: Recruit, priced and confirmed, when
 * empty; tournament averages, Promote from 15 and Release when occupied; the
 * upgrades left), Tournament and Scouting. Prices and potentials are the server's. `?tab=tournament`
 * (the schedule's warning links it) opens the Tournament tab.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { PillTabList } from '../../components/PillTabList';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import {
  ACADEMY_PROMOTE_MIN_AGE,
  ACADEMY_RELEASE_COST,
  ACADEMY_TYPES,
  formatEuros,
  formatMillions,
  ROUTES,
  type AcademySlot,
  type AcademyType,
  type YouthPlayerStats,
  wageLimitAfterSpend,
} from '@hardwood/shared';
import { Badge, Button, Card, CardTitle, EmptyState, ErrorNote, Loading, ProgressBar } from '../../components/ui';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useWageSummary } from '../contracts';
import { discoveryPct, potentialText } from './academy-logic';
import { ConfirmDialog, academyToasts, type Confirm } from './academy-ui';
import { ScoutingPanel } from './ScoutingPanel';
import { averagesText } from './tournament-logic';
import { TournamentPanel } from './TournamentPanel';

export const ACADEMY_TABS = [
  { id: 'players', label: 'Academy Players' },
  { id: 'tournament', label: 'Tournament' },
  { id: 'scouting', label: 'Scouting' },
] as const;
export type AcademyTabId = (typeof ACADEMY_TABS)[number]['id'];

/** The tab a location's `?tab=` asks for, Academy Players otherwise. */
export function academyTabFor(search: string): AcademyTabId {
  const asked = new URLSearchParams(search).get('tab');
  return ACADEMY_TABS.find((t) => t.id === asked)?.id ?? 'players';
}

function TierCards({
  onChoose,
  only,
  costOf,
  busy,
}: {
  onChoose: (t: AcademyType) => void;
  only?: readonly AcademyType[];
  costOf: (t: AcademyType) => number;
  busy: boolean;
}) {
  const tiers = (Object.keys(ACADEMY_TYPES) as AcademyType[]).filter((t) => !only || only.includes(t));
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {tiers.map((t) => (
        <Card key={t} className="space-y-2">
          <CardTitle>{t.charAt(0).toUpperCase() + t.slice(1)}</CardTitle>
          <p className="text-sm text-slate-300">
            {ACADEMY_TYPES[t].capacity} players · {ACADEMY_TYPES[t].tournament}
          </p>
          <p className="text-2xl font-black">{formatMillions(costOf(t))}</p>
          <Button onClick={() => onChoose(t)} disabled={busy}>
            {only ? `Upgrade to ${t}` : 'Create Academy'}
          </Button>
        </Card>
      ))}
    </div>
  );
}

/** The academy's picture, shipped with the client (client/public). */
export const ACADEMY_IMAGE = '/academy.svg';
export const ENROLMENT_FAILED = 'Academy Enrollment Failed';

function SlotCard({ slot, stats, onConfirm }: { slot: AcademySlot; stats: YouthPlayerStats | undefined; onConfirm: (c: Confirm) => void }) {
  const recruit = useRouteMutation(
    ROUTES.academy.recruitYouth,
    () => [{}, { position: slot.position }],
    academyToasts('Player Recruited!', ENROLMENT_FAILED, 'Failed to recruit player'),
  );
  const release = useRouteMutation(
    ROUTES.academy.releaseYouth,
    (id: string) => [{ playerId: id }, {}],
    academyToasts('Player Released!', 'Failed to release player'),
  );
  const promote = useRouteMutation(
    ROUTES.academy.promoteYouth,
    (id: string) => [{ playerId: id }, { toRoster: true }],
    academyToasts('Player Promoted!', 'Failed to promote player'),
  );
  // A graduate may also leave without joining the first team: free, unlike a release.
  const letGo = useRouteMutation(
    ROUTES.academy.promoteYouth,
    (id: string) => [{ playerId: id }, { toRoster: false }],
    academyToasts('Player Released!', 'Failed to release player'),
  );
  const y = slot.youthPlayer;
  const averages = averagesText(stats);
  if (!y) {
    return (
      <li
        className="flex items-center justify-between rounded-xl border border-dashed border-slate-700 p-3 text-sm"
        data-testid="academy-slot-empty"
      >
        <span className="text-slate-400">Empty {slot.position} slot</span>
        {/* A recruit costs nothing now, but letting him go later does: the price is on the button and the dialog asks first. */}
        <Button
          size="sm"
          disabled={recruit.isPending}
          onClick={() =>
            onConfirm({
              title: `Recruit a ${slot.position}?`,
              text: `Recruiting is free: a prospect joins the academy in this ${slot.position} slot. Releasing him later costs ${formatEuros(ACADEMY_RELEASE_COST)}.`,
              confirmLabel: 'Confirm & Recruit',
              action: () => recruit.mutate(undefined),
            })
          }
        >
          {recruit.isPending ? 'Recruiting...' : 'Recruit · Free'}
        </Button>
      </li>
    );
  }
  return (
    <li className="space-y-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3 text-sm" data-testid="academy-player">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">
          {y.name}{' '}
          <span className="text-xs font-normal text-slate-400">
            {y.position} · {y.age} yrs · {y.nationality}
          </span>
        </p>
        <Badge tone="blue">OVR {y.overall}</Badge>
      </div>
      <p className="text-slate-300">{potentialText(y)}</p>
      <ProgressBar value={discoveryPct(y)} label={`${y.name} potential discovery`} />
      {averages ? (
        <p className="text-xs text-slate-300" data-testid="tournament-averages">
          <span className="text-slate-500">Tournament:</span> {averages}
          {stats && stats.mvpAwards > 0 ? <span className="text-amber-300"> · {stats.mvpAwards}× MVP</span> : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {y.age >= ACADEMY_PROMOTE_MIN_AGE ? (
          <>
            <Button size="sm" onClick={() => promote.mutate(y.id)} disabled={promote.isPending || letGo.isPending}>
              Promote
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={promote.isPending || letGo.isPending}
              onClick={() =>
                onConfirm({
                  title: `Let ${y.name} go?`,
                  text: `He graduates without joining your first team and leaves the academy, at no cost. This cannot be undone.`,
                  confirmLabel: 'Let Go',
                  action: () => letGo.mutate(y.id),
                })
              }
            >
              Graduate Without Promotion
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={release.isPending}
          onClick={() =>
            onConfirm({
              title: `Release ${y.name}?`,
              text: `Releasing costs ${formatEuros(ACADEMY_RELEASE_COST)} and cannot be undone.`,
              confirmLabel: 'Release',
              action: () => release.mutate(y.id),
            })
          }
        >
          Release
        </Button>
      </div>
    </li>
  );
}

export function AcademyTab() {
  const academy = useRouteQuery(ROUTES.academy.academy, {});
  const slots = useRouteQuery(ROUTES.academy.academySlots, {});
  const stats = useRouteQuery(ROUTES.academy.youthPlayerStats, {}, { enabled: Boolean(academy.data) });
  const search = useSearch();
  const [tab, setTab] = useState<AcademyTabId>(() => academyTabFor(search));
  // A later link to a tab (the schedule's tournament warning) opens it too.
  useEffect(() => {
    if (new URLSearchParams(search).has('tab')) setTab(academyTabFor(search));
  }, [search]);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const wages = useWageSummary();
  // Spending reserves lowers the board's wage limit: a confirmation says by how much before the money goes.
  const wageLimitNote = (cost: number): string => {
    const limit = wages.data?.limit;
    if (!limit) return '';
    const { after, lowersBy } = wageLimitAfterSpend(limit, cost);
    return lowersBy > 0 ? ` It lowers the board's wage limit by ${formatEuros(lowersBy)}, to ${formatEuros(after.total)}.` : '';
  };
  const create = useRouteMutation(
    ROUTES.academy.createAcademy,
    (type: AcademyType) => [{}, { type }],
    academyToasts('Academy Created!', 'Failed to create'),
  );
  const upgrade = useRouteMutation(
    ROUTES.academy.upgradeAcademy,
    (type: AcademyType) => [{}, { type }],
    academyToasts('Academy Upgraded!', 'Failed to upgrade academy'),
  );
  if (academy.isLoading) return <Loading text="Loading academy..." />;
  if (academy.isError) return <ErrorNote>Failed to load the academy</ErrorNote>;
  const a = academy.data;
  const statsById = new Map((stats.data ?? []).map((p) => [p.playerId, p] as const));
  return (
    <section aria-labelledby="academy-title" className="space-y-4">
      <h1 id="academy-title" className="text-2xl font-bold">
        Youth Academy
      </h1>
      {!a ? (
        <>
          <p className="text-sm text-slate-300">
            Found an academy to recruit 14 and 15 year olds, discover their potential and promote the best to your first team. Creation is
            irreversible.
          </p>
          <TierCards
            busy={create.isPending}
            costOf={(t) => ACADEMY_TYPES[t].cost}
            onChoose={(t) =>
              setConfirm({
                title: `Create a ${t} academy?`,
                text: `It costs ${formatEuros(ACADEMY_TYPES[t].cost)} and cannot be undone.${wageLimitNote(ACADEMY_TYPES[t].cost)}`,
                confirmLabel: 'Confirm & Create',
                action: () => create.mutate(t),
              })
            }
          />
        </>
      ) : (
        <>
          <Card className="flex flex-wrap items-center justify-between gap-3">
            <img src={ACADEMY_IMAGE} alt={a.name} className="h-16 w-20 shrink-0 rounded-lg" width={80} height={64} />
            <div className="min-w-0 flex-1">
              <CardTitle>{a.name}</CardTitle>
              <p className="text-sm text-slate-400">{a.description}</p>
            </div>
            <dl className="flex gap-4 text-center text-sm">
              {[
                ['Capacity', a.capacity],
                ['Players', a.players],
                ['Available', a.available],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-400">{label}</dt>
                  <dd className="text-xl font-black tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AcademyTabId)}>
            <PillTabList label="Academy" tabs={ACADEMY_TABS} />
            <Tabs.Content value="players" className="mt-2 space-y-4">
              {slots.isLoading ? <Loading text="Loading slots..." /> : null}
              {slots.isError ? <ErrorNote>Failed to load the academy's slots</ErrorNote> : null}
              {slots.data && slots.data.every((s) => !s.isOccupied) ? (
                <EmptyState title="No academy players yet">Recruit a prospect into an empty slot.</EmptyState>
              ) : null}
              <ul className="grid gap-2 md:grid-cols-2">
                {(slots.data ?? []).map((s) => (
                  <SlotCard key={s.id} slot={s} stats={statsById.get(s.youthPlayer?.id ?? '')} onConfirm={setConfirm} />
                ))}
              </ul>
              {a.upgrades.length > 0 ? (
                <>
                  <h2 className="font-semibold">Upgrade</h2>
                  <TierCards
                    busy={upgrade.isPending}
                    only={a.upgrades.map((u) => u.type)}
                    costOf={(t) => a.upgrades.find((u) => u.type === t)?.cost ?? 0}
                    onChoose={(t) => {
                      const cost = a.upgrades.find((u) => u.type === t)?.cost ?? 0;
                      setConfirm({
                        title: `Upgrade to ${t}?`,
                        text: `It costs ${formatEuros(cost)} (the difference between the tiers) and cannot be undone.${wageLimitNote(cost)}`,
                        confirmLabel: 'Confirm & Upgrade',
                        action: () => upgrade.mutate(t),
                      });
                    }}
                  />
                </>
              ) : null}
            </Tabs.Content>
            <Tabs.Content value="tournament" className="mt-2">
              <TournamentPanel />
            </Tabs.Content>
            <Tabs.Content value="scouting" className="mt-2">
              <ScoutingPanel academyType={a.type} />
            </Tabs.Content>
          </Tabs.Root>
        </>
      )}
      {confirm ? <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} /> : null}
    </section>
  );
}
