/**
 * The top of a player page: who he is and where he plays, his overall and
 * value, his skills as bars (or, for an unscouted club of another league,
 * the offer to scout it), his potential as the server allows, his condition.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { experienceDisplay, formatEuros, moraleLabel, ROUTES, SKILL_KEYS, TEAM_SCOUTING_COST, type PlayerProfile } from '@hardwood/shared';
import { Avatar } from '../../components/Avatar';
import { Dialog } from '../../components/Dialog';
import { Badge, Button, Card, CardTitle, cx } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { SKILL_LABELS } from '../roster/PlayerCard';
import { fitnessTone, ratingTone, skillTone, TONE_CLASS } from '../roster/roster-logic';
import { potentialText } from './player-format';

type ProfilePlayer = PlayerProfile['player'];

const RELATION_BADGE: Record<ProfilePlayer['relation'], { text: string; tone: 'orange' | 'green' | 'blue' | 'slate' | 'yellow' }> = {
  own: { text: 'Your player', tone: 'orange' },
  'own-league': { text: 'Your league', tone: 'slate' },
  scouted: { text: 'Scouted club', tone: 'blue' },
  unscouted: { text: 'Not scouted', tone: 'yellow' },
  'free-agent': { text: 'Free agent', tone: 'green' },
};

const BAR_CLASS = {
  excellent: 'bg-emerald-400',
  good: 'bg-lime-400',
  fair: 'bg-amber-400',
  weak: 'bg-orange-500',
  poor: 'bg-red-500',
} as const;

/** Another league's club: pay its scout (once) and its players' skills and potentials open. */
function ScoutClub({ club }: { club: NonNullable<ProfilePlayer['club']> }) {
  const [confirming, setConfirming] = useState(false);
  const scout = useRouteMutation(ROUTES.transfers.scoutTeam, () => [{ teamId: club.id }, {}], {
    onSuccess: (answer) => {
      setConfirming(false);
      toast({ title: 'Team Scouted Successfully!', description: answer.message });
    },
    onError: (error) =>
      toast({ title: 'Scouting Failed', description: errorMessage(error, 'Failed to scout team roster'), variant: 'destructive' }),
  });
  return (
    <div className="space-y-2 text-sm text-slate-300" data-testid="scout-notice">
      <p>
        {club.name} play in {club.league}: their players’ skills and potentials open once you have scouted the club.
      </p>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        Scout {club.name} ({formatEuros(TEAM_SCOUTING_COST)})
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Scout ${club.name}?`}
        description="A scout is paid once; the club stays open to you."
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={() => scout.mutate()} disabled={scout.isPending}>
            {scout.isPending ? 'Scouting...' : `Pay ${formatEuros(TEAM_SCOUTING_COST)}`}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function SkillBars({ player }: { player: ProfilePlayer }) {
  const skills = player.skills;
  if (!skills) {
    return player.club ? <ScoutClub club={player.club} /> : <p className="text-sm text-slate-400">His skills are not known.</p>;
  }
  return (
    <ul className="space-y-1.5" aria-label="Skills">
      {SKILL_KEYS.map((key) => {
        const value = skills[key];
        const tone = skillTone(value);
        return (
          <li key={key} className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-2 text-sm">
            <span className="text-slate-400">{SKILL_LABELS[key]}</span>
            <span className="h-2 overflow-hidden rounded-full bg-slate-800">
              <span
                className={cx('block h-full rounded-full', BAR_CLASS[tone])}
                style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
              />
            </span>
            <span className={cx('text-right font-semibold tabular-nums', TONE_CLASS[tone])}>{value}</span>
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ label, children, title }: { label: string; children: ReactNode; title?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-semibold" title={title}>
        {children}
      </dd>
    </div>
  );
}

export function PlayerSummary({ player }: { player: ProfilePlayer }) {
  const badge = RELATION_BADGE[player.relation];
  const potential = potentialText(player.potential);
  const experience = experienceDisplay(player.age);
  return (
    <>
      <header className="flex flex-wrap items-center gap-4">
        <Avatar name={player.name} url={player.avatarUrl} size="lg" />
        <div className="min-w-[12rem] flex-1">
          <h1 className="text-2xl font-black tracking-tight">{player.name}</h1>
          <p className="text-sm text-slate-400">
            {player.position} · {player.age} yrs · {player.nationality}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {player.club ? (
              <Link href={`/club/${player.club.id}/history`} className="font-semibold text-court-400 hover:underline">
                {player.club.name}
              </Link>
            ) : (
              <span className="text-slate-300">No club</span>
            )}
            {player.club ? <span className="text-slate-500">{player.club.league}</span> : null}
            <Badge tone={badge.tone}>{badge.text}</Badge>
            {player.loanClub ? <Badge tone="blue">On loan at {player.loanClub.name}</Badge> : null}
            {player.injury ? (
              <Badge tone="red">
                Injured: {player.injury.injuryType}, {player.injury.remainingMatchdays} matchday
                {player.injury.remainingMatchdays === 1 ? '' : 's'}
              </Badge>
            ) : null}
          </p>
        </div>
        <div className="flex gap-3 text-center">
          <div className={cx('rounded-xl bg-slate-900 px-4 py-2', TONE_CLASS[ratingTone(player.overallRating)])}>
            <p className="text-3xl font-black leading-none" data-testid="player-overall">
              {player.overallRating}
            </p>
            <p className="text-[10px] uppercase text-slate-400">Overall</p>
          </div>
          <div className="rounded-xl bg-slate-900 px-4 py-2">
            <p className="text-lg font-bold leading-tight">{formatEuros(player.value)}</p>
            <p className="text-[10px] uppercase text-slate-400">Value</p>
          </div>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="space-y-3">
          <CardTitle>Ratings</CardTitle>
          <SkillBars player={player} />
        </Card>
        <Card className="space-y-3">
          <CardTitle>Profile</CardTitle>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <Fact label="Position">{player.position}</Fact>
            <Fact label="Potential" title={potential.title}>
              <span data-testid="player-potential">{potential.text}</span>
            </Fact>
            <Fact label="Career phase">
              <span className="capitalize">{player.careerPhase}</span>
            </Fact>
            <Fact label="Height">{player.height} cm</Fact>
            <Fact label="Weight">{player.weight} kg</Fact>
            {experience !== null ? <Fact label="Experience">{experience}</Fact> : null}
            <Fact label="Morale">{player.morale !== null ? moraleLabel(player.morale) : '–'}</Fact>
            <Fact label="Fitness">
              {player.fitness !== null ? <span className={TONE_CLASS[fitnessTone(player.fitness)]}>{player.fitness}%</span> : '–'}
            </Fact>
          </dl>
          {player.description ? <p className="text-xs text-slate-400">{player.description}</p> : null}
        </Card>
      </div>
    </>
  );
}
