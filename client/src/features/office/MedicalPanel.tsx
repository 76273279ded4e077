/** Medical Reports: the squad's injuries and their treatment. */
import { formatEuros, ROUTES, type Injury } from '@hardwood/shared';
import { Badge, Button, cx, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { injuriesInOrder, matchdays, treatmentSaves } from './office-logic';

const SEVERITY_TONE = { minor: 'yellow', moderate: 'orange', severe: 'red' } as const;
const TREATMENT_LABEL = { none: 'no treatment chosen', standard: 'natural recovery', specialized: 'specialized treatment' } as const;

function InjuryCard({ injury }: { injury: Injury }) {
  const team = useMyTeam();
  const treat = useRouteMutation(
    ROUTES.office.treatInjury,
    (treatment: 'standard' | 'specialized') => [{ injuryId: injury.id }, { treatment }],
    {
      onSuccess: (result) =>
        toast({
          title: result.injury.treatmentOption === 'specialized' ? 'Specialized Treatment Started' : 'Natural Recovery',
          description: result.message,
        }),
      onError: (error) =>
        toast({ title: 'Failed to process injury treatment.', description: errorMessage(error, ''), variant: 'destructive' }),
    },
  );
  // The server would charge for specialized treatment even when halving leaves the same matchdays, so that button is off then.
  const saves = treatmentSaves(injury);
  const cannotAfford = team.data !== undefined && team.data.budget < injury.specializedCost;
  const open = injury.isActive && injury.treatmentOption === null;
  return (
    <li
      className={cx('space-y-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3', !injury.isActive && 'opacity-60')}
      data-testid="injury"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {injury.player.name} <span className="text-xs font-normal text-slate-400">{injury.player.position}</span>
        </p>
        <div className="flex gap-1">
          <Badge tone={SEVERITY_TONE[injury.severity]}>{injury.severity}</Badge>
          {injury.isActive ? null : <Badge tone="green">Recovered</Badge>}
        </div>
      </div>
      <p className="text-sm text-slate-300">
        {injury.injuryType} on matchday {injury.matchday}: out for {matchdays(injury.matchdaysOut)}
      </p>
      <p className="text-sm text-slate-400">
        {injury.isActive ? `${matchdays(injury.remainingMatchdays)} to go · ` : ''}
        {/* Healed untreated means he got over it naturally. */}
        {TREATMENT_LABEL[injury.treatmentOption ?? (injury.isActive ? 'none' : 'standard')]}
      </p>
      {open ? (
        <>
          <p className="text-xs text-slate-400">
            {saves > 0
              ? `Specialized treatment brings him back after ${matchdays(injury.specializedRemainingMatchdays)} instead of ${injury.remainingMatchdays}.`
              : `Specialized treatment would also leave him out for ${matchdays(injury.specializedRemainingMatchdays)}: it saves nothing.`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => treat.mutate('standard')} disabled={treat.isPending}>
              Standard (natural recovery)
            </Button>
            <Button size="sm" onClick={() => treat.mutate('specialized')} disabled={treat.isPending || cannotAfford || saves === 0}>
              Specialized — {formatEuros(injury.specializedCost)}
            </Button>
          </div>
          {cannotAfford ? <p className="text-xs text-amber-300">Your budget does not cover specialized treatment.</p> : null}
        </>
      ) : null}
    </li>
  );
}

export function MedicalPanel() {
  const injuries = useRouteQuery(ROUTES.office.injuries, {});
  if (injuries.isLoading) return <Loading text="Loading injuries..." />;
  if (injuries.isError) return <ErrorNote>Failed to fetch injuries</ErrorNote>;
  if (!injuries.data || injuries.data.length === 0)
    return <EmptyState title="No injuries reported">Injuries from matches and their treatment will be reported here.</EmptyState>;
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {injuriesInOrder(injuries.data).map((i) => (
        <InjuryCard key={i.id} injury={i} />
      ))}
    </ul>
  );
}
