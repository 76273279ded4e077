/**
 * The rules page's section on the board: its objectives, its confidence and
 * what moves it, the sack and job offers; every figure read from the board's
 * rules table (shared/src/rules-board.ts).
 */
import { BOARD, BOARD_CUP_TARGETS, formatEuros } from '@hardwood/shared';

const O = BOARD.objective;
const M = BOARD.midSeason;
const cupTargets = BOARD_CUP_TARGETS.map((t, i) => {
  const from = i === 0 ? 1 : (BOARD_CUP_TARGETS[i - 1]?.seedsTo ?? 0) + 1;
  const round = { QF: 'the quarterfinal', SF: 'the semifinal', F: 'the final' }[t.target];
  return `seeds ${from}-${t.seedsTo}: ${round}`;
}).join('; ');

export const BOARD_SECTION = {
  id: 'board',
  title: 'The board',
  body: [
    `At each season's start your club's board sets its objectives: a league place (the club's expected rank in its league by reputation, then money, plus ${BOARD.placeSlack}); a European Cup round when the club plays in it (${cupTargets}); a balance floor of ${BOARD.budgetFloorShare * 100}% of the balance at the start, rounded down to ${formatEuros(BOARD.budgetFloorStep)}; and for the academy, to promote a youngster from it, or to open one at a club of ${BOARD.academyOpenFromReputation} stars or more.`,
    `Its confidence in you runs from 0 to ${BOARD.confidenceMax} and starts at ${BOARD.confidenceStart}. Each result moves it against what your squad (its best eight) should do: a win adds up to ${BOARD.resultSwing} points, more the less you were expected to win; a loss costs up to ${BOARD.resultSwing}, more the more you were expected to win. Every matchday with the balance under the floor costs ${-BOARD.belowFloorPerMatchday}. At season end each objective met or missed counts: the league place ${O.place.met} / ${O.place.missed}, the Cup ${O.cup.met} / ${O.cup.missed}, the balance ${O.budget.met} / ${O.budget.missed}, the academy ${O.academy.met} / ${O.academy.missed}; then a new season moves confidence ${BOARD.seasonPullToStart * 100}% of the way back to ${BOARD.confidenceStart}. The dashboard's Board card shows the meter, your objectives and the last ${BOARD.reasonsKept} reasons.`,
    `At zero confidence the board sacks you, but never in the season you took the job nor within ${BOARD.graceMatchdays} matchdays of taking it. Your time at the club ends (its history stays with it, and the AI runs it), and ${BOARD.sackedOffers.min} to ${BOARD.sackedOffers.max} clubs without a manager offer you a job: you choose one before you go on. Which clubs want you depends on your reputation as a manager: your win share, the objectives you met, your titles, less ${-BOARD.reputation.perSacking} for each sacking. A better manager is offered better clubs.`,
    `Success is noticed: from matchday ${M.fromMatchday}, with the board's confidence at ${M.confidenceFrom} or more and ${M.winShareFrom * 100}% of your games won, better clubs approach you (once a season, ${M.offers} offers). Take one and you move there at once; ignore them and they lapse at season end. Offers come from your own league's clubs.`,
  ],
} as const;
