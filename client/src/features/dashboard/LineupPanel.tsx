/**
 * Starting lineup panel: five position selectors, Save Lineup,
 * Auto-Assign and Manage Full Roster. A form on react-hook-form, validated by
 * the shared payload schema and the shared lineup rules.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import * as Select from '@radix-ui/react-select';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  autoAssignLineup,
  isLineupEligible,
  isOutOfPosition,
  LINEUP_SLOT_BY_POSITION,
  lineupError,
  POSITIONS,
  ROUTES,
  startingLineupPayloadSchema,
  type LineupCandidate,
  type Player,
  type Position,
  type StartingLineup,
} from '@hardwood/shared';
import { Button, Card, CardTitle, cx, ErrorNote, Loading } from '../../components/ui';
import { routeKey, useRouteMutation } from '../../lib/contract';
import { useInjuredIds, useLineup, useRoster } from '../../lib/queries';
import { toast } from '../../lib/toast';

const EMPTY: StartingLineup = { pgId: '', sgId: '', sfId: '', pfId: '', cId: '' };

export function candidatesOf(players: readonly Player[], injured: readonly string[]): LineupCandidate[] {
  const hurt = new Set(injured);
  return players.map((p) => ({
    id: p.id,
    position: p.position,
    overallRating: p.overallRating,
    isOnLoan: p.isOnLoan,
    isInjured: hurt.has(p.id),
  }));
}

function PlayerSelect({
  position,
  value,
  onChange,
  players,
  candidates,
  invalid,
}: {
  position: Position;
  value: string;
  onChange: (id: string) => void;
  players: readonly Player[];
  candidates: readonly LineupCandidate[];
  invalid: boolean;
}) {
  const chosen = players.find((p) => p.id === value);
  const outOfPosition = chosen ? isOutOfPosition(chosen, position) : false;
  return (
    <div className="flex items-center gap-3">
      <span className="w-8 shrink-0 text-sm font-bold text-court-400">{position}</span>
      <Select.Root value={value || undefined} onValueChange={onChange}>
        <Select.Trigger
          aria-label={`${position} player`}
          className={cx(
            'flex h-11 min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border bg-slate-950 px-3 text-left text-sm',
            invalid ? 'border-red-600' : 'border-slate-700',
          )}
        >
          <span className="truncate">
            <Select.Value placeholder="Select a player" />
          </span>
          <Select.Icon className="text-slate-400">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-700 bg-slate-900 shadow-xl"
          >
            <Select.Viewport className="p-1">
              {players.map((p) => {
                const candidate = candidates.find((c) => c.id === p.id);
                const eligible = candidate ? isLineupEligible(candidate) : false;
                return (
                  <Select.Item
                    key={p.id}
                    value={p.id}
                    disabled={!eligible}
                    className="flex cursor-pointer select-none items-center justify-between gap-3 rounded px-2 py-2 text-sm outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40 data-[highlighted]:bg-slate-800"
                  >
                    <Select.ItemText>
                      {p.name} ({p.position}, {p.overallRating})
                    </Select.ItemText>
                    <span className="text-xs text-slate-400">
                      {candidate?.isInjured ? 'Injured' : p.isOnLoan ? 'On loan' : p.position !== position ? 'Out of position' : ''}
                    </span>
                  </Select.Item>
                );
              })}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      {outOfPosition ? <span className="shrink-0 text-xs font-semibold text-amber-300">(Out of Position)</span> : null}
    </div>
  );
}

export function LineupPanel({ onManageRoster }: { onManageRoster: () => void }) {
  const roster = useRoster();
  const injured = useInjuredIds();
  const saved = useLineup();
  const queryClient = useQueryClient();
  const players = roster.data ?? [];
  const candidates = useMemo(() => candidatesOf(players, injured.data ?? []), [players, injured.data]);

  const form = useForm<StartingLineup>({
    defaultValues: EMPTY,
    resolver: zodResolver(
      startingLineupPayloadSchema.superRefine((slots, ctx) => {
        const message = lineupError(slots, candidates);
        if (message) ctx.addIssue({ code: 'custom', message, path: ['pgId'] });
      }),
    ),
  });
  useEffect(() => {
    if (saved.data) form.reset(saved.data);
  }, [saved.data, form]);

  const save = useRouteMutation(ROUTES.lineup.save, (lineup: StartingLineup) => [{}, lineup], {
    onSuccess: (lineup) => {
      queryClient.setQueryData(routeKey(ROUTES.lineup.get, {}), lineup);
      toast({ title: 'Starting Lineup Updated', description: 'Your starting five is saved.' });
    },
    onError: () => toast({ title: 'Error', description: 'Unable to save starting lineup.', variant: 'destructive' }),
  });

  const autoAssign = () => {
    const lineup = autoAssignLineup(candidates);
    if (!lineup) {
      toast({ title: 'Incomplete Lineup', description: 'You must select a player for every position.', variant: 'destructive' });
      return;
    }
    form.reset(lineup, { keepDefaultValues: true });
    toast({ title: 'Lineup Auto-Assigned', description: 'The best available player now fills each position. Save to keep it.' });
  };

  const onInvalid = () => {
    const message = form.formState.errors.pgId?.message ?? 'You must select a player for every position.';
    toast({ title: 'Incomplete Lineup', description: message, variant: 'destructive' });
  };

  const error = form.formState.errors.pgId?.message;
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between">
        <CardTitle>Starting Lineup</CardTitle>
        <button type="button" onClick={onManageRoster} className="text-sm text-court-400 hover:underline">
          Manage Full Roster
        </button>
      </div>
      {roster.isLoading || saved.isLoading ? <Loading text="Loading lineup..." /> : null}
      {roster.isError ? <ErrorNote>Failed to load your roster.</ErrorNote> : null}
      {roster.data ? (
        <form onSubmit={form.handleSubmit((lineup) => save.mutate(lineup), onInvalid)} className="space-y-2" aria-label="Starting lineup">
          {POSITIONS.map((position) => (
            <Controller
              key={position}
              control={form.control}
              name={LINEUP_SLOT_BY_POSITION[position]}
              render={({ field }) => (
                <PlayerSelect
                  position={position}
                  value={field.value}
                  onChange={field.onChange}
                  players={players}
                  candidates={candidates}
                  invalid={Boolean(error)}
                />
              )}
            />
          ))}
          {error ? <ErrorNote>{error}</ErrorNote> : null}
          <div className="flex flex-wrap gap-2 pt-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Lineup'}
            </Button>
            <Button variant="secondary" onClick={autoAssign} disabled={save.isPending}>
              Auto-Assign
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
