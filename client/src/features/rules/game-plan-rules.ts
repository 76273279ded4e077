/**
 * The rules page's section on game plans and the autopilot: what a plan can
 * say, who it coaches for, the late-game instructions and when coaches may
 * substitute; every figure read from the rules table (shared/src/rules.ts).
 */
import { AI_SUBSTITUTION_CHECK_SECONDS, GAME_PLAN_LIMITS, GAME_PLAN_PRESETS, LATE_GAME, QUARTERS } from '@hardwood/shared';
import { ordinal } from './rules-text';

const L = GAME_PLAN_LIMITS;
const minutes = (seconds: number) => `${seconds / 60} minute${seconds === 60 ? '' : 's'}`;
const presetNames = GAME_PLAN_PRESETS.map((p) => p.label.toLowerCase());

export const GAME_PLAN_SECTION = {
  id: 'game-plans',
  title: 'Game plans and autopilot',
  body: [
    `A game plan is how your side is coached when you do not watch. It holds up to ${L.maxRules} rules by situation: from which quarter, the time left in the game or in a quarter, ahead or behind by a margin (up to ${L.maxMargin} points), the other side's three-point percentage once it has taken enough threes. Each rule sets the pace, the offence and the defence (or leaves them to suit the matchup, as the AI coach would) and gives or calls off the late-game instructions. Where two rules hold at once, the later one wins; a rule that fires says so in the match feed, tagged Plan.`,
    `The plan's rotation rests a player below the energy you choose (${L.minEnergy} to ${L.maxEnergy}) and brings him back once rested, holds each player to the most minutes you give him, and puts up to ${L.maxClosers} closers on for the end of the ${ordinal(QUARTERS)} quarter and overtime. Its timeouts come after the other side's run of ${L.minOpponentRun} to ${L.maxOpponentRun} unanswered points, with one kept for the last seconds if you wish. Start from a preset (${presetNames.slice(0, -1).join(', ')} or ${presetNames.at(-1) ?? ''}) and change what you like; a plan that makes no sense is refused with the rule at fault named.`,
    'Your default plan coaches every game you do not watch; a plan for the next match only wins over it for that game. Without a plan, the AI coaches your side. Below the editor, your last match played live is replayed with the plan under edit looking at every second of it: what it would have done, beside what your side did.',
    'A manager who watches is never replaced, unless he chose the autopilot: off (nobody takes over, however long he is silent), follow my plan, or the AI after the idle game minutes he sets. The match page says who is coaching, every change the AI makes for him reads "AI coach: …" in the feed, and "take control" gives the side back to him at once, as does any substitution, tactic or instruction he gives; "Leave it to the plan" lets him browse the club while the game plays on.',
    `The late-game instructions: foul to stop the clock, when behind in the last ${minutes(LATE_GAME.foulWindow)} of the game; run the clock, when ahead in the ${ordinal(QUARTERS)} quarter or overtime; rest the starters, when the margin is ${LATE_GAME.restMinMargin} or more either way. A plan's rule that fouls must name a deficit, and one that runs the clock a lead. The AI coach judges the same for its sides: it fouls when down by at most ${LATE_GAME.foulMaxDeficit} in the closing seconds, runs the clock ahead in the last ${minutes(LATE_GAME.runClockSeconds)}, and rests its starters once the game is decided (a margin of ${LATE_GAME.decidedBase} points and ${LATE_GAME.decidedPerMinute} more for each minute left).`,
    `Substitutions are made only while the clock is stopped: before tip-off, while paused and in the breaks. A plan stops the clock for its own changes, as a watching manager would, when it looks at its rotation (every game minute). The AI coach changes players at dead balls (after a foul, a turnover or a made basket), at most once every ${AI_SUBSTITUTION_CHECK_SECONDS} seconds a side and ${LATE_GAME.substitutionWave} players at a time.`,
  ],
} as const;
