/**
 * The rules page's section on replays: what a replay shows, what a shot's
 * chance and its reasons mean, expected points, and how the review of a
 * manager's decisions marks them; every figure read from the rules table
 * (shared/src/rules.ts).
 */
import { DECISION_REVIEW, KEY_MOMENTS } from '@hardwood/shared';

const R = DECISION_REVIEW;

export const REPLAY_SECTION = {
  id: 'replays',
  title: 'Replays, shot chances and the decision review',
  body: [
    `Every played game of your world can be watched again from its match report (Replay): your league and Cup games, live or played instantly, and the other leagues' games. A replay plays at 1x (the live pace), 4x or 16x, and its timeline goes anywhere in the game with the key moments marked: lead changes, runs of ${KEY_MOMENTS.minRun}-0 or more, go-ahead and tying baskets in the last ${KEY_MOMENTS.clutchSeconds / 60} minutes and in overtime, and the coaches' decisions.`,
    `Shot chances: every shot and free throw of a replay says its chance of going in when it was taken ("Why?" beside it in the feed, or a tap on the shot chart), and a shot its largest reasons in percentage points of chance, measured from an average shooter's open look: the shooter's skill, his defender, his energy, the tactics, the home court, the late game, a fast break, the better five and the defence's scheme. The box score's xPts adds up each player's chances times what the attempt was worth (3, 2 or 1 point): scoring more than his xPts is hot shooting, fewer a cold night.`,
    `The decision review: after a game your club played, "Review my decisions" plays the game on from each of your decisions (and your plan's) ${R.pairs} times with it and ${R.pairs} times without it, on the same luck, and marks the decision by what it did to your chance of winning, in percentage points.`,
    `The marks: Good when it added ${R.goodFrom} points or more; Doubtful when it cost more than ${-R.doubtfulBelow}; Costly when it cost more than ${-R.costlyBelow}; Neutral otherwise, and whenever the difference is within ${R.significance} standard errors of its own noise (the ± beside it). The review also says what each decision did to the final margin, and the points your coaching added in all.`,
  ],
} as const;
