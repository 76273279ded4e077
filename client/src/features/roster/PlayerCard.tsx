/** One player of the manager's roster: overview, then Skills and Stats tabs. */
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { experienceDisplay, moraleLabel, SKILL_KEYS, type Player, type PlayerSeasonStats } from '@hardwood/shared';
import { Avatar } from '../../components/Avatar';
import { PlayerLink } from '../players/PlayerLink';
import { cx } from '../../components/ui';
import { ContractLine, type SeasonNamer } from '../contracts';
import { fitnessTone, ratingTone, skillTone, TONE_CLASS } from './roster-logic';

export const SKILL_LABELS: Record<(typeof SKILL_KEYS)[number], string> = {
  shooting: 'Shooting',
  threePoint: 'Three-Point',
  passing: 'Passing',
  defense: 'Defense',
  rebounding: 'Rebounding',
  athletics: 'Athletics',
  basketballIQ: 'Basketball IQ',
};

const pct = (v: number) => `${v.toFixed(1)}%`;

export function PlayerCard({
  player,
  stats,
  injured = false,
  nameSeason,
  actions,
}: {
  player: Player;
  stats: PlayerSeasonStats | undefined;
  injured?: boolean;
  /** Names the season his contract ends with. */
  nameSeason?: SeasonNamer;
  /** The manager's decisions on him (release). */
  actions?: ReactNode;
}) {
  // The server sends potential only where the manager may see it (age and scouting); null hides it.
  const potential = player.potential;
  const experience = experienceDisplay(player.age);
  return (
    <article aria-label={player.name} className="rounded-xl border border-slate-800 bg-slate-900/80 p-4" data-testid="player-card">
      <header className="flex items-start justify-between gap-3">
        <Avatar name={player.name} url={player.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-bold">
            <PlayerLink playerId={player.id}>{player.name}</PlayerLink>
          </h3>
          <p className="text-sm text-slate-400">
            {player.position} · {player.age} yrs · {player.nationality}
          </p>
          <p className="text-xs capitalize text-slate-500">
            {player.careerPhase}
            {player.isOnLoan ? ' · On loan' : ''}
            {/* Injured players sit out their matchdays: the Medical Reports tab of the office says for how long. */}
            {injured ? (
              <span className="ml-1 rounded bg-red-900/60 px-1.5 py-0.5 font-semibold normal-case text-red-200">Injured</span>
            ) : null}
          </p>
        </div>
        <div className={cx('rounded-lg bg-slate-950 px-3 py-1 text-center', TONE_CLASS[ratingTone(player.overallRating)])}>
          <p className="text-2xl font-black leading-tight">{player.overallRating}</p>
          <p className="text-[10px] uppercase text-slate-400">OVR</p>
        </div>
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-400">Fitness</dt>
          <dd className={cx('font-semibold', TONE_CLASS[fitnessTone(player.fitness)])}>{player.fitness}%</dd>
        </div>
        <div>
          <dt className="text-slate-400">Morale</dt>
          <dd className="font-semibold">{moraleLabel(player.morale)}</dd>
        </div>
        <ContractLine player={player} nameSeason={nameSeason} />
      </dl>
      {/* Larger screens: the extras. */}
      <dl className="mt-2 hidden grid-cols-2 gap-2 text-sm md:grid">
        <div>
          <dt className="text-slate-400">Height</dt>
          <dd>{player.height} cm</dd>
        </div>
        <div>
          <dt className="text-slate-400">Weight</dt>
          <dd>{player.weight} kg</dd>
        </div>
        {potential !== null ? (
          <div>
            <dt className="text-slate-400">Potential</dt>
            <dd className={TONE_CLASS[ratingTone(potential)]}>{potential}</dd>
          </div>
        ) : null}
        {experience !== null ? (
          <div>
            <dt className="text-slate-400">Experience</dt>
            <dd>{experience}</dd>
          </div>
        ) : null}
        {player.description ? <p className="col-span-2 text-xs text-slate-400">{player.description}</p> : null}
      </dl>
      <Tabs.Root defaultValue="skills" className="mt-3">
        <Tabs.List aria-label={`${player.name} details`} className="flex gap-1 rounded-lg bg-slate-950 p-1">
          {['skills', 'stats'].map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="flex-1 rounded-md py-1 text-xs font-semibold capitalize text-slate-400 data-[state=active]:bg-slate-800 data-[state=active]:text-slate-50"
            >
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="skills" className="mt-2">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {SKILL_KEYS.map((key) => (
              <li key={key} className="flex justify-between">
                <span className="text-slate-400">{SKILL_LABELS[key]}</span>
                <span className={cx('font-semibold', TONE_CLASS[skillTone(player[key])])}>{player[key] ?? 50}</span>
              </li>
            ))}
          </ul>
        </Tabs.Content>
        <Tabs.Content value="stats" className="mt-2">
          {stats && stats.matchesPlayed > 0 ? (
            <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <li className="flex justify-between">
                <span className="text-slate-400">Games</span>
                <span>{stats.matchesPlayed}</span>
              </li>
              <li className="flex justify-between">
                <span className="text-slate-400">Minutes</span>
                <span>{stats.averageMinutes.toFixed(1)}</span>
              </li>
              <li className="flex justify-between">
                <span className="text-slate-400">Points</span>
                <span>{stats.pointsPerGame.toFixed(1)}</span>
              </li>
              <li className="flex justify-between">
                <span className="text-slate-400">Rebounds</span>
                <span>{stats.reboundsPerGame.toFixed(1)}</span>
              </li>
              <li className="flex justify-between">
                <span className="text-slate-400">Assists</span>
                <span>{stats.assistsPerGame.toFixed(1)}</span>
              </li>
              <li className="flex justify-between">
                <span className="text-slate-400">FG%</span>
                <span>{pct(stats.fieldGoalPercentage)}</span>
              </li>
              <li className="flex justify-between">
                <span className="text-slate-400">3P%</span>
                <span>{pct(stats.threePointPercentage)}</span>
              </li>
            </ul>
          ) : (
            <p className="text-sm text-slate-400">No games played yet this season.</p>
          )}
        </Tabs.Content>
      </Tabs.Root>
      {actions ? <div className="mt-3 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </article>
  );
}
