/**
 * The squad's morale and the manager's levers: team morale with a team
 * meeting (once a matchday), and each player's morale with where it drifts
 * (his baseline and its parts), a word with him (praise or criticism, once a
 * matchday each) and a promise of playing time with its progress. Every
 * outcome is the server's, explained in its own words.
 */
import { errorMessage } from '../../lib/api';
import { useId, useState } from 'react';
import { moraleLabel, PLAYER_TALK, possessive, PLAYING_TIME_PROMISE, ROUTES, type MoralePlayer, type TalkPayload } from '@hardwood/shared';
import { Badge, Button, Card, cx, ErrorNote, Loading } from '../../components/ui';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { BASELINE_PARTS, byNeed, drift, inFrozenOrder, leverTitle, promiseProgress, signed } from './morale-logic';

export function MoralePanel() {
  const overview = useRouteQuery(ROUTES.morale.overview, {});
  const [expanded, setExpanded] = useState(false);
  // The cards' order, fixed when the list opens: it stays put while the manager acts on the cards, until he closes it or leaves.
  const [frozenOrder, setFrozenOrder] = useState<readonly string[] | null>(null);
  const listId = useId();
  const meeting = useRouteMutation(ROUTES.morale.teamMeeting, () => [{}, {}], {
    onSuccess: (answer) =>
      toast({
        title: leverTitle(answer.outcome),
        description: answer.message,
        variant: answer.outcome === 'backfired' ? 'destructive' : 'default',
      }),
    onError: (error) =>
      toast({ title: 'Meeting Failed', description: errorMessage(error, 'Failed to hold a team meeting'), variant: 'destructive' }),
  });
  const data = overview.data;
  const heldToday = data?.lastMeeting?.matchday === data?.matchday;
  // The answer just given explains itself at once; after a reload the season's last meeting does.
  const meetingText = meeting.data?.message ?? data?.lastMeeting?.message ?? null;
  const toggleList = () => {
    setFrozenOrder(expanded || !data ? null : byNeed(data.players).map((p) => p.playerId));
    setExpanded(!expanded);
  };

  return (
    <Card role="region" aria-labelledby="morale-title" className="space-y-3" id="morale">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="morale-title" className="text-sm font-semibold uppercase tracking-wide text-slate-400">
            Team morale
          </h2>
          {overview.isLoading ? <Loading text="Loading morale..." className="min-h-12" /> : null}
          {data ? (
            <p className="mt-1 text-2xl font-black" data-testid="team-morale">
              {moraleLabel(data.teamMorale)} <span className="text-base font-semibold text-slate-400">{data.teamMorale} / 100</span>
            </p>
          ) : null}
        </div>
        {data ? (
          <div className="flex flex-col items-end gap-1">
            <Button size="sm" onClick={() => meeting.mutate()} disabled={!data.meetingAvailable || meeting.isPending}>
              {meeting.isPending ? 'Meeting...' : 'Hold a team meeting'}
            </Button>
            {!data.meetingAvailable ? (
              <span className="text-xs text-slate-400">{heldToday ? 'Held this matchday' : 'Not possible now'}</span>
            ) : null}
          </div>
        ) : null}
      </div>
      {overview.isError ? <ErrorNote>{errorMessage(overview.error, 'Failed to fetch morale')}</ErrorNote> : null}
      {meetingText ? (
        <p role="status" className="rounded-lg bg-slate-950/60 p-3 text-sm text-slate-200" data-testid="meeting-outcome">
          {meeting.data ? null : data?.lastMeeting ? <span className="text-slate-400">Matchday {data.lastMeeting.matchday}: </span> : null}
          {meetingText}
        </p>
      ) : null}
      {data && data.promisesBroken > 0 ? (
        <p className="text-sm text-amber-300">
          You broke {data.promisesBroken} {data.promisesBroken === 1 ? 'promise' : 'promises'} this season: the squad takes new ones less to
          heart.
        </p>
      ) : null}
      {data ? (
        <>
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={toggleList}>
            {expanded ? 'Hide players' : `Players' morale (${data.players.length})`}
          </Button>
          {expanded ? (
            <div id={listId} className="space-y-2">
              <p className="text-xs text-slate-400">
                Morale drifts each matchday toward what his situation is worth to him. Praise lifts a player under{' '}
                {PLAYER_TALK.praise.worksBelow} best; criticism fires up a veteran ({PLAYER_TALK.criticise.veteranAge}+) more often than it
                stings. A promise means at least {PLAYING_TIME_PROMISE.minutes} minutes a game over his next {PLAYING_TIME_PROMISE.games}{' '}
                games.
              </p>
              {data.players.length === 0 ? <p className="text-sm text-slate-400">No players in the squad.</p> : null}
              <ul className="grid gap-2 lg:grid-cols-2" aria-label="Players' morale">
                {inFrozenOrder(data.players, frozenOrder).map((p) => (
                  <MoralePlayerRow key={p.playerId} player={p} />
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

function MoralePlayerRow({ player }: { player: MoralePlayer }) {
  const heading = drift(player);
  const talk = useRouteMutation(ROUTES.morale.talk, (kind: TalkPayload['kind']) => [{ playerId: player.playerId }, { kind }], {
    onSuccess: (answer) =>
      toast({
        title: leverTitle(answer.outcome),
        description: answer.message,
        variant: answer.outcome === 'backfired' ? 'destructive' : 'default',
      }),
    onError: (error) =>
      toast({ title: 'Talk Failed', description: errorMessage(error, 'Failed to talk to the player'), variant: 'destructive' }),
  });
  const promise = useRouteMutation(ROUTES.morale.promise, () => [{ playerId: player.playerId }, {}], {
    onSuccess: (answer) => toast({ title: 'Playing Time Promised', description: answer.message }),
    onError: (error) =>
      toast({ title: 'Promise Failed', description: errorMessage(error, 'Failed to promise playing time'), variant: 'destructive' }),
  });
  const pending = talk.isPending || promise.isPending;
  const progress = player.promise ? promiseProgress(player.promise) : null;
  return (
    <li className="space-y-2 rounded-xl border border-slate-800 bg-slate-950/40 p-3" data-testid="morale-player">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{player.name}</p>
          <p className="text-xs text-slate-400">
            {player.position} · {player.age} yrs
          </p>
        </div>
        <p className="text-right text-sm">
          <span className="font-semibold">{moraleLabel(player.morale)}</span>{' '}
          <span className="tabular-nums text-slate-400">{player.morale}</span>
        </p>
      </div>
      {/* His morale filled, his baseline a marker: the gap is where the next matchdays take him. */}
      <div
        role="meter"
        aria-label={`${player.name} morale`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={player.morale}
        aria-valuetext={`${player.morale}, ${heading.text.toLowerCase()}`}
        className="relative h-2 w-full rounded-full bg-slate-800"
      >
        <div className="h-full rounded-full bg-court-500" style={{ width: `${player.morale}%` }} />
        <div className="absolute -top-1 h-4 w-0.5 bg-slate-100" style={{ left: `${player.baseline}%` }} />
      </div>
      <p
        className={cx(
          'text-xs',
          heading.direction === 'up' ? 'text-emerald-300' : heading.direction === 'down' ? 'text-amber-300' : 'text-slate-400',
        )}
      >
        <span aria-hidden="true">{heading.direction === 'up' ? '↗ ' : heading.direction === 'down' ? '↘ ' : '→ '}</span>
        {heading.text}
      </p>
      <ul className="flex flex-wrap gap-1" aria-label={`What sets ${possessive(player.name)} baseline`}>
        {BASELINE_PARTS.map((part) => {
          const value = player.parts[part.key];
          return (
            <li key={part.key}>
              <Badge tone={value > 0 ? 'green' : value < 0 ? 'red' : 'slate'}>
                {part.label} {signed(value)}
              </Badge>
            </li>
          );
        })}
      </ul>
      {progress ? (
        <div className="space-y-1" data-testid="promise-progress">
          <p className={cx('text-xs', progress.onTrack ? 'text-slate-300' : 'text-amber-300')}>{progress.text}</p>
          <div className="h-1.5 w-full overflow-hidden rounded-full bg-slate-800">
            <div className={cx('h-full', progress.onTrack ? 'bg-sky-400' : 'bg-amber-400')} style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => talk.mutate('praise')}
          disabled={pending || player.talkedThisMatchday}
          aria-label={`Praise ${player.name}`}
        >
          {talk.isPending && talk.variables === 'praise' ? 'Praising...' : 'Praise'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => talk.mutate('criticise')}
          disabled={pending || player.talkedThisMatchday}
          aria-label={`Criticise ${player.name}`}
        >
          {talk.isPending && talk.variables === 'criticise' ? 'Criticising...' : 'Criticise'}
        </Button>
        {player.promise ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => promise.mutate()}
            disabled={pending}
            aria-label={`Promise ${player.name} playing time`}
          >
            {promise.isPending ? 'Promising...' : 'Promise playing time'}
          </Button>
        )}
        {player.talkedThisMatchday ? <span className="text-xs text-slate-400">Spoken to this matchday</span> : null}
      </div>
    </li>
  );
}
