/** The office's working tabs: the matchday's salaries and the agents' requests. */
import { formatEuros, ROUTES, type AgentRequest } from '@hardwood/shared';
import { Badge, Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { RefusalReasons } from '../contracts';

export function SalariesPanel() {
  const payment = useRouteQuery(ROUTES.office.salaryPayment, {});
  const team = useMyTeam();
  const pay = useRouteMutation(ROUTES.office.paySalary, (salaryPaymentId: string) => [{}, { salaryPaymentId }], {
    onSuccess: () => toast({ title: 'Salaries paid successfully! Player morale maintained.' }),
    onError: (error) =>
      toast({ title: 'Failed to pay salaries. Please try again.', description: errorMessage(error, ''), variant: 'destructive' }),
  });
  if (payment.isLoading) return <Loading text="Loading salaries..." />;
  if (payment.isError) return <ErrorNote>Failed to fetch salary payment</ErrorNote>;
  const due = payment.data;
  if (!due) return <EmptyState title="No salary payment due">Salaries fall due after each matchday.</EmptyState>;
  const short = !due.isPaid && team.data !== undefined && team.data.budget < due.totalAmount;
  return (
    <div className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/80 p-4">
      <div className="flex items-center justify-between">
        <p className="font-semibold">Matchday {due.matchday} salaries</p>
        <Badge tone={due.isPaid ? 'green' : 'red'}>{due.isPaid ? 'Paid' : 'Unpaid'}</Badge>
      </div>
      <p className="text-3xl font-black tabular-nums" data-testid="salary-amount">
        {formatEuros(due.totalAmount)}
      </p>
      {!due.isPaid ? <p className="text-sm text-slate-400">Unpaid salaries cost every player morale at the next matchday.</p> : null}
      {due.paidAutomatically ? (
        <p className="text-sm text-slate-400" data-testid="salary-paid-automatically">
          Paid automatically at the matchday’s processing (your auto-pay setting).
        </p>
      ) : null}
      <Button onClick={() => pay.mutate(due.id)} disabled={due.isPaid || pay.isPending || short}>
        {pay.isPending ? 'Paying...' : due.isPaid ? 'Paid' : 'Pay Salaries'}
      </Button>
      {short ? <p className="text-sm text-amber-300">Your budget does not cover them.</p> : null}
    </div>
  );
}

function AgentRequestCard({ request }: { request: AgentRequest }) {
  const answer = useRouteMutation(
    ROUTES.office.answerAgentRequest,
    (response: 'accept' | 'reject') => [{ requestId: request.id }, { response }],
    {
      onSuccess: (result) =>
        toast({ title: result.request.status === 'accepted' ? 'Request Accepted' : 'Request Rejected', description: result.message }),
      onError: (error) =>
        toast({ title: 'Failed to respond to agent request.', description: errorMessage(error, ''), variant: 'destructive' }),
    },
  );
  const raise = request.requestType === 'salary_increase';
  return (
    <li className="space-y-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3" data-testid="agent-request">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{request.player.name}</p>
        <Badge tone={request.status === 'pending' ? 'yellow' : request.status === 'accepted' ? 'green' : 'slate'}>{request.status}</Badge>
      </div>
      <p className="text-sm text-slate-300">{request.description}</p>
      <RefusalReasons refusal={request.refusal} title="Why he asks" />
      {raise ? (
        <p className="text-xs text-slate-400">
          {formatEuros(request.currentSeasonWage)} → {formatEuros(request.requestedSeasonWage)} a season
        </p>
      ) : null}
      {request.status === 'pending' ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={() => answer.mutate('accept')} disabled={answer.isPending}>
            {raise ? 'Accept raise' : 'Put on transfer list'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => answer.mutate('reject')} disabled={answer.isPending}>
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function AgentRequestsPanel() {
  const requests = useRouteQuery(ROUTES.office.agentRequests, {});
  if (requests.isLoading) return <Loading text="Loading agent requests..." />;
  if (requests.isError) return <ErrorNote>Failed to fetch agent requests</ErrorNote>;
  if (!requests.data || requests.data.length === 0)
    return <EmptyState title="No agent requests">Agents of underpaid or unhappy players will knock here after a matchday.</EmptyState>;
  return (
    <ul className="grid gap-2">
      {requests.data.map((r) => (
        <AgentRequestCard key={r.id} request={r} />
      ))}
    </ul>
  );
}
