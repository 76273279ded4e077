/**
 * The board's rules: what a club's board asks of its manager each season,
 * how its confidence in him moves, when it sacks him, and which clubs want
 * him. Every figure once, with why; the rules page reads them from here.
 */

export const BOARD = {
  /** A new manager starts trusted but not adored: half a season of bad results can lose him, a good one buys him credit. */
  confidenceStart: 60,
  confidenceMax: 100,
  /** A new season is a new start: confidence moves this share of the way back to the start (a board judges a season at a time). */
  seasonPullToStart: 0.5,
  /**
   * A result moves confidence by this many points times the surprise: a win
   * by (1 - the chance he had), a loss by that chance. Beating a stronger side
   * counts more than beating a weaker one, and a manager who wins as often as
   * his squad should drifts nowhere on results alone.
   */
  resultSwing: 6,
  /** Rating points of difference (best eight against best eight) for the favourite's odds to grow e-fold: the engine's spread of results. */
  strengthScale: 4,
  /** The home side's edge, in rating points, in the board's expectation. */
  homeEdge: 1,
  /** The board asks for a place this many below the club's expected rank (by reputation, then money): room for a bad bounce. */
  placeSlack: 1,
  /** Objectives met or missed at season end move confidence by these points: the league place weighs most. */
  objective: {
    place: { met: 10, missed: -12 },
    cup: { met: 6, missed: -5 },
    budget: { met: 4, missed: -8 },
    academy: { met: 4, missed: -3 },
  },
  /** The balance the board will not see spent below: this share of the balance at season start, rounded down to 50,000 euros. */
  budgetFloorShare: 0.5,
  budgetFloorStep: 50_000,
  /** Every processed matchday the balance is under the floor costs this much confidence: debt worries a board week after week. */
  belowFloorPerMatchday: -2,
  /** A club of at least this reputation (stars) that has no academy asks its manager to open one. */
  academyOpenFromReputation: 3,
  /**
   * The board never sacks a manager in the season he took the job, nor
   * within this many matchdays of taking it: he gets a full league season
   * (22 matchdays) to show what he can do.
   */
  graceMatchdays: 22,
  /** The last reasons shown with the meter (newest first): enough to see a run of results, short enough to read. */
  reasonsKept: 8,
  /** A sacked manager is offered this many jobs (fewer when fewer clubs are free): a real choice, not a catalogue. */
  sackedOffers: { min: 2, max: 4 },
  /**
   * Mid-season offers: a manager the board rates this highly, winning at
   * least this share of his games, from this matchday on, is approached by
   * better clubs (once a season, this many offers).
   */
  midSeason: { confidenceFrom: 85, winShareFrom: 0.65, fromMatchday: 8, offers: 2 },
  /**
   * A manager's reputation (0-100) from his record: his win share, the share
   * of objectives met, his titles, minus his sackings; a newcomer is average.
   */
  reputation: { newcomer: 40, winShareWeight: 60, objectiveWeight: 30, perTitle: 8, titlesCap: 24, perSacking: -8 },
  /** A manager of reputation r is wanted by clubs of about 1 + r / 25 stars: a newcomer by 2.6-star clubs, a proven winner by the best. */
  reputationPerStar: 25,
} as const;

/** How far the board wants the Cup run to go, by the club's seed among the entrants (top two seeds: the final). */
export const BOARD_CUP_TARGETS = [
  { seedsTo: 2, target: 'F' },
  { seedsTo: 4, target: 'SF' },
  { seedsTo: 8, target: 'QF' },
] as const;
