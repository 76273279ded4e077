/** The live feed's words for an event, shared by the game server and any client. */
import type { MatchEvent, SubstitutionReason, Tactics } from './types.js';

const TACTIC_WORDS = (t: Tactics) => `${t.pace} pace, ${t.offense} offence, ${t.defense.replace(/-/g, ' ')}`;

export function periodLabel(period: number, quarters = 4): string {
  if (period <= quarters) return `Q${period}`;
  const ot = period - quarters;
  return ot === 1 ? '1st OT' : ot === 2 ? '2nd OT' : ot === 3 ? '3rd OT' : `${ot}th OT`;
}

/** Why a player went off, as the feed says it; a manager's own change needs no reason. */
const REASON_WORDS: Record<SubstitutionReason, string> = {
  fatigue: ' (tired)',
  fouls: ' (foul trouble)',
  'fouled-out': ' (fouled out)',
  injury: ' (injured)',
  rest: ' (resting the starters)',
  manager: '',
};

/** A late-game plan starting, and called off. */
const INSTRUCTION_WORDS: Record<NonNullable<MatchEvent['instruction']>, [string, string]> = {
  push: ['push the pace and hunt threes', 'stop pushing the pace'],
  foul: ['will foul to stop the clock', 'stop fouling on purpose'],
  'run-clock': ['run the clock', 'stop running the clock'],
  rest: ['rest their starters and bring the bench on', 'bring the starters back'],
};

/** When an event happened as the feed shows it: "Q3 4:12" (the period and the clock left in it). */
export function eventStamp(event: Pick<MatchEvent, 'period' | 'clock'>, quarters = 4): string {
  const seconds = Math.max(0, Math.ceil(event.clock));
  return `${periodLabel(event.period, quarters)} ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function describeEvent(
  event: MatchEvent,
  nameOf: (id: string | undefined) => string,
  teamName: (side: MatchEvent['side']) => string,
): string {
  const text = eventWords(event, nameOf, teamName);
  return event.byAi ? `AI coach: ${text}` : text;
}

function eventWords(event: MatchEvent, nameOf: (id: string | undefined) => string, teamName: (side: MatchEvent['side']) => string): string {
  const who = nameOf(event.playerId);
  const other = nameOf(event.otherId);
  switch (event.type) {
    case 'two_made':
      return event.otherId ? `${who} scores two (assist: ${other})` : `${who} scores two`;
    case 'three_made':
      return event.otherId ? `${who} hits a three! (assist: ${other})` : `${who} hits a three!`;
    case 'two_missed':
      return `${who} misses a two`;
    case 'three_missed':
      return `${who} misses from three`;
    case 'free_throw_made':
      return `${who} makes a free throw`;
    case 'free_throw_missed':
      return `${who} misses a free throw`;
    case 'rebound':
      return `${who} grabs ${event.offensive ? 'an offensive' : 'a defensive'} rebound`;
    case 'turnover':
      return `Turnover by ${who}`;
    case 'steal':
      return `${who} steals it from ${other}`;
    case 'block':
      return `${who} blocks the shot`;
    case 'foul':
      return event.intentional ? `${teamName(event.side)} foul to stop the clock: ${who} on ${other}` : `Foul on ${who}`;
    case 'foul_out':
      return `${who} fouls out`;
    case 'injury':
      return event.injury
        ? `${who} is injured (${event.injury.injuryType.toLowerCase()}, ${event.injury.severity}) and leaves the game`
        : `${who} is injured and leaves the game`;
    case 'substitution':
      return `${teamName(event.side)}: ${other} in for ${who}${REASON_WORDS[event.reason ?? 'manager']}`;
    case 'tactics':
      return event.tactics ? `${teamName(event.side)} switch to ${TACTIC_WORDS(event.tactics)}` : `${teamName(event.side)} change tactics`;
    case 'period_end':
      return `End of ${periodLabel(event.period)}`;
    case 'instruction': {
      const words = event.instruction ? INSTRUCTION_WORDS[event.instruction] : undefined;
      return words ? `${teamName(event.side)} ${event.on === false ? words[1] : words[0]}` : `${teamName(event.side)} change their plan`;
    }
    case 'game_end':
      return `Final buzzer: ${teamName(event.side)} win`;
    case 'timeout':
      return `Timeout ${teamName(event.side)}`;
    case 'plan':
      return event.note ?? `${teamName(event.side)} follow their plan`;
  }
}
