/**
 * Loans: where a young player may go, sending
 * him, his loan as the manager sees it, the scouts' reports, and bringing
 * him back (recalled early, or at endMatchday by processing: loan-processing.ts).
 */
import type mongoose from 'mongoose';
import {
  countOf,
  COUNTRIES,
  LEAGUES,
  LOAN_CLUB_ROTATION,
  LOAN_MAX_AGE_EXCLUSIVE,
  LOAN_OPTIONS_PER_COUNTRY,
  LOAN_OPTIONS_SHOWN,
  loanPhilosophy,
  loanSentiment,
  loanSummary,
  MIN_ELIGIBLE_AFTER_SALE,
  skillsFrom,
  skillsOf,
  type ActiveLoan,
  type LoanOption,
  type LoanSentiment,
  type LoanSummary,
} from '@hardwood/shared';
import { toPlayerDto } from '../../models/career/dto.js';
import { ConflictError, NotFoundError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { managedTeamIds } from '../worlds/seat.js';
import { LoanModel, ScoutReportModel, type LoanDoc } from '../../models/loans/loan.model.js';

export const LOAN_NOT_FOUND = 'Loan not found';
const PLAYER_NOT_FOUND = 'Player not found';

/** Why a player cannot be loaned, or null. */
export function loanRefusal(player: Pick<PlayerDoc, 'age' | 'isOnLoan' | 'isInjured' | 'name'>): string | null {
  if (player.age >= LOAN_MAX_AGE_EXCLUSIVE) return `Only players under ${LOAN_MAX_AGE_EXCLUSIVE} can go on loan.`;
  if (player.isOnLoan) return `${player.name} is already on loan.`;
  if (player.isInjured) return `${player.name} is injured: he cannot go on loan now.`;
  return null;
}

type ClubRow = { _id: mongoose.Types.ObjectId; name: string; leagueId: number; reputation: number; templateTeamId: number };

/**
 * Clubs of the other national leagues where he would be in the rotation
 * (among their best LOAN_CLUB_ROTATION), lower tiers and weaker clubs first,
 * at most LOAN_OPTIONS_PER_COUNTRY from one country. Only clubs the AI runs:
 * a club another manager runs has not asked for him.
 */
export async function loanOptions(
  worldId: mongoose.Types.ObjectId,
  ownLeagueId: number,
  player: Pick<PlayerDoc, 'overallRating'>,
): Promise<LoanOption[]> {
  const leagues = new Map(LEAGUES.filter((l) => l.tier > 0 && l.id !== ownLeagueId).map((l) => [l.id, l]));
  const clubs = await TeamModel.find(
    { worldId, leagueId: { $in: [...leagues.keys()] }, _id: { $nin: await managedTeamIds(worldId) } },
    { name: 1, leagueId: 1, reputation: 1, templateTeamId: 1 },
  ).lean<ClubRow[]>();
  const players = await PlayerModel.find({ worldId, teamId: { $in: clubs.map((c) => c._id) } }, { teamId: 1, overallRating: 1 }).lean();
  const ratings = new Map<string, number[]>();
  for (const p of players) {
    const key = p.teamId?.toString() ?? '';
    ratings.set(key, [...(ratings.get(key) ?? []), p.overallRating]);
  }
  const strength = (c: ClubRow) => {
    const top = (ratings.get(c._id.toString()) ?? []).sort((a, b) => b - a).slice(0, 8);
    return top.reduce((s, r) => s + r, 0) / Math.max(1, top.length);
  };
  const wouldPlay = (c: ClubRow) => {
    const rotation = (ratings.get(c._id.toString()) ?? []).sort((a, b) => b - a)[LOAN_CLUB_ROTATION - 1] ?? 0;
    return player.overallRating >= rotation;
  };
  const ranked = clubs
    .filter(wouldPlay)
    .map((c) => ({ club: c, tier: leagues.get(c.leagueId)?.tier ?? 1, strength: strength(c) }))
    .sort((a, b) => b.tier - a.tier || a.strength - b.strength || a.club.templateTeamId - b.club.templateTeamId);
  const perCountry = new Map<string, number>();
  const options: LoanOption[] = [];
  for (const { club } of ranked) {
    const countryId = leagues.get(club.leagueId)?.countryId ?? '';
    if ((perCountry.get(countryId) ?? 0) >= LOAN_OPTIONS_PER_COUNTRY) continue;
    perCountry.set(countryId, (perCountry.get(countryId) ?? 0) + 1);
    options.push({
      id: club._id.toString(),
      name: club.name,
      country: COUNTRIES.find((c) => c.id === countryId)?.name ?? countryId,
      philosophy: loanPhilosophy(club),
    });
    if (options.length >= LOAN_OPTIONS_SHOWN) break;
  }
  return options;
}

/** The manager's own player, or 404. */
export async function ownPlayer(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  playerId: mongoose.Types.ObjectId,
): Promise<PlayerDoc> {
  const player = await PlayerModel.findOne({ _id: playerId, worldId, teamId }).lean<PlayerDoc>();
  if (!player) throw new NotFoundError(PLAYER_NOT_FOUND);
  return player;
}

export async function sendOnLoan(
  ctx: {
    worldId: mongoose.Types.ObjectId;
    teamId: mongoose.Types.ObjectId;
    ownLeagueId: number;
    season: number;
    matchday: number;
    totalMatchdays: number;
  },
  playerId: mongoose.Types.ObjectId,
  loanTeamId: mongoose.Types.ObjectId,
  duration: number,
): Promise<LoanDoc> {
  const player = await ownPlayer(ctx.worldId, ctx.teamId, playerId);
  const refusal = loanRefusal(player);
  if (refusal) throw new RuleViolation(refusal);
  const options = await loanOptions(ctx.worldId, ctx.ownLeagueId, player);
  const club = options.find((o) => o.id === loanTeamId.toString());
  if (!club) {
    // A club of this career that is not on his list answers 400; anything else names nothing of this career.
    if (await TeamModel.exists({ _id: loanTeamId, worldId: ctx.worldId }))
      throw new RuleViolation('That club does not take him on loan: choose one of his loan options.');
    throw new NotFoundError('Loan club not found');
  }
  const left = ctx.totalMatchdays - ctx.matchday + 1;
  if (duration > left)
    throw new RuleViolation(`Only ${left} ${left === 1 ? 'matchday is' : 'matchdays are'} left this season: choose a shorter loan.`);
  const squad = await PlayerModel.find({ worldId: ctx.worldId, teamId: ctx.teamId }, { isOnLoan: 1, isInjured: 1 }).lean();
  if (squad.filter((p) => !p.isOnLoan && !p.isInjured).length - 1 < MIN_ELIGIBLE_AFTER_SALE) {
    throw new RuleViolation(`You need at least ${MIN_ELIGIBLE_AFTER_SALE} available players: he cannot leave now.`);
  }
  // The loan first, under the send's key; the player's flag second. A crash in between leaves a loan whose
  // flag a retry of the send (same key) or matchday processing sets; never a flag without its loan.
  const endedBefore = await LoanModel.countDocuments({ worldId: ctx.worldId, playerId: player._id, status: { $ne: 'active' } });
  const requestKey = `${player._id.toString()}:${endedBefore}`;
  let loan: LoanDoc;
  try {
    loan = (
      await LoanModel.create({
        worldId: ctx.worldId,
        playerId: player._id,
        parentTeamId: ctx.teamId,
        loanTeamId,
        philosophy: club.philosophy,
        season: ctx.season,
        startMatchday: ctx.matchday,
        endMatchday: ctx.matchday + duration - 1,
        duration,
        skillsAtStart: { ...skillsOf(player), overallRating: player.overallRating },
        requestKey,
      })
    ).toObject();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another send of him wrote it: a parallel one (he is on loan: refused), or one that died before his flag (finished here).
    const existing = await LoanModel.findOne({ requestKey, status: 'active' }).lean<LoanDoc>();
    if (!existing) throw new ConflictError(`${player.name} is already on loan.`);
    loan = existing;
  }
  const moved = await PlayerModel.updateOne(
    { _id: player._id, isOnLoan: false },
    { $set: { isOnLoan: true, loanTeamId: loan.loanTeamId } },
  );
  if (moved.modifiedCount === 0) throw new ConflictError(`${player.name} is already on loan.`);
  return loan;
}

/**
 * Whether the player is out on loan as the records say: his active loan,
 * whether or not his flag was written (a send that died between its two
 * writes leaves the loan without the flag until processing sets it).
 */
export async function hasActiveLoan(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId): Promise<boolean> {
  return (await LoanModel.exists({ worldId, playerId, status: 'active' })) !== null;
}

/**
 * The loan records are the truth and each player's flag follows them: a
 * flag without an active loan (a send or an end that died half-way) is
 * cleared, an active loan whose flag was never set gets it, but only while
 * he is still at the club that lent him: one who left it meanwhile (released
 * or sold before his release read the loan) is not sent anywhere, and his
 * loan ends instead, on `matchday`. Run by matchday processing before it
 * counts the loans, and by the season end.
 */
export async function repairLoanFlags(worldId: mongoose.Types.ObjectId, matchday: number): Promise<void> {
  const [active, flagged] = await Promise.all([
    LoanModel.find({ worldId, status: 'active' }).lean<LoanDoc[]>(),
    PlayerModel.find({ worldId, isOnLoan: true }, { _id: 1, loanTeamId: 1 }).lean(),
  ]);
  const activeByPlayer = new Map(active.map((l) => [l.playerId.toString(), l]));
  const stranded = flagged.filter((p) => !activeByPlayer.has(p._id.toString())).map((p) => p._id);
  if (stranded.length > 0)
    await PlayerModel.updateMany({ worldId, _id: { $in: stranded }, isOnLoan: true }, { $set: { isOnLoan: false, loanTeamId: null } });
  const flaggedIds = new Set(flagged.map((p) => p._id.toString()));
  for (const loan of active) {
    if (flaggedIds.has(loan.playerId.toString())) continue;
    // Guarded by his club, so a player who left it is never flagged, whatever ran in between.
    const set = await PlayerModel.updateOne(
      { _id: loan.playerId, worldId, teamId: loan.parentTeamId, isOnLoan: false },
      { $set: { isOnLoan: true, loanTeamId: loan.loanTeamId } },
    );
    if (set.matchedCount === 0 && !(await PlayerModel.exists({ _id: loan.playerId, worldId, teamId: loan.parentTeamId })))
      await endLoan(loan, 'recalled', matchday);
  }
}

/** What the loan has done for him so far: his skills now against those he left with. */
export async function summaryOf(loan: LoanDoc): Promise<LoanSummary> {
  const player = await PlayerModel.findById(loan.playerId).lean<PlayerDoc>();
  const start = loan.skillsAtStart;
  const before = { ...skillsFrom((key) => start[key] ?? 0), overallRating: start.overallRating ?? 0 };
  return loanSummary(before, player ?? before);
}

/**
 * Ends a loan: the loan closed with its summary, guarded by its status; then
 * the player back at his club, guarded by his loan club. The record first,
 * as when sending: a crash in between leaves a flag without an active loan,
 * which matchday processing clears (repairLoanFlags).
 */
export async function endLoan(loan: LoanDoc, status: 'completed' | 'recalled', matchday: number): Promise<LoanDoc> {
  const summary = JSON.stringify(await summaryOf(loan));
  const ended = await LoanModel.findOneAndUpdate(
    { _id: loan._id, status: 'active' },
    { $set: { status, loanSummary: summary, endedAtMatchday: matchday } },
    { returnDocument: 'after' },
  ).lean<LoanDoc>();
  const clearFlag = () =>
    PlayerModel.updateOne(
      { _id: loan.playerId, isOnLoan: true, loanTeamId: loan.loanTeamId },
      { $set: { isOnLoan: false, loanTeamId: null } },
    );
  if (!ended) {
    // Ended already: a repeat after a crash before the flag clears it, unless he is out on another loan.
    if (!(await LoanModel.exists({ playerId: loan.playerId, status: 'active' }))) await clearFlag();
    throw new ConflictError('This loan has already ended.');
  }
  await clearFlag();
  return ended;
}

export const gainsOf = (loan: Pick<LoanDoc, 'experienceGained' | 'athleticismGained' | 'techniqueGained'>) =>
  loan.experienceGained + loan.athleticismGained + loan.techniqueGained;

export function sentimentOf(loan: LoanDoc, currentMatchday: number): LoanSentiment {
  const lastCounted =
    loan.status === 'active' ? Math.min(loan.endMatchday, currentMatchday - 1) : (loan.endedAtMatchday ?? loan.endMatchday);
  const elapsed = Math.max(0, lastCounted - loan.startMatchday + 1) / loan.duration;
  return loanSentiment({ ...loan.stats, gains: gainsOf(loan), elapsed });
}

export function progressLabel(loan: Pick<LoanDoc, 'status' | 'endMatchday'>, currentMatchday: number): string {
  if (loan.status !== 'active') return 'Complete';
  const left = loan.endMatchday - currentMatchday + 1;
  return left <= 0 ? 'Complete' : `${left} ${left === 1 ? 'matchday' : 'matchdays'} left`;
}

export async function loanDtos(
  worldId: mongoose.Types.ObjectId,
  loans: readonly LoanDoc[],
  currentMatchday: number,
): Promise<ActiveLoan[]> {
  const [players, clubs] = await Promise.all([
    PlayerModel.find({ worldId, _id: { $in: loans.map((l) => l.playerId) } }).lean<PlayerDoc[]>(),
    TeamModel.find({ worldId, _id: { $in: loans.map((l) => l.loanTeamId) } }, { name: 1, leagueId: 1 }).lean(),
  ]);
  const byId = new Map(players.map((p) => [p._id.toString(), p]));
  const clubById = new Map(clubs.map((c) => [c._id.toString(), c]));
  return loans.flatMap((loan) => {
    const player = byId.get(loan.playerId.toString());
    const club = clubById.get(loan.loanTeamId.toString());
    if (!player || !club) return [];
    const countryId = LEAGUES.find((l) => l.id === club.leagueId)?.countryId ?? '';
    return [
      {
        id: loan._id.toString(),
        player: toPlayerDto(player, undefined, { scouted: true }),
        loanTeam: { name: club.name, country: COUNTRIES.find((c) => c.id === countryId)?.name ?? countryId },
        startMatchday: loan.startMatchday,
        currentMatchday,
        endMatchday: loan.endMatchday,
        duration: loan.duration,
        ...loan.stats,
        totalMinutesPlayed: Math.round(loan.stats.totalMinutesPlayed),
        experienceGained: loan.experienceGained,
        athleticismGained: loan.athleticismGained,
        techniqueGained: loan.techniqueGained,
        loanSummary: loan.loanSummary ?? null,
        status: loan.status,
        progressLabel: progressLabel(loan, currentMatchday),
        philosophy: loan.philosophy,
        sentiment: sentimentOf(loan, currentMatchday),
      },
    ];
  });
}

const SENTIMENT_WORDS: Record<LoanSentiment, string> = {
  neutral: 'has not played yet',
  poor: 'is hardly playing and learning little',
  average: 'is getting steady minutes',
  good: 'is doing well',
  excellent: 'is one of the first names on the team sheet and scoring freely',
};

/** The scout's words on a loan: sentiment and the numbers behind it. */
export function reportText(playerName: string, clubName: string, loan: LoanDoc, sentiment: LoanSentiment): string {
  const s = loan.stats;
  const per = (n: number) => (s.matchesPlayed > 0 ? (n / s.matchesPlayed).toFixed(1) : '0.0');
  return `${playerName} ${SENTIMENT_WORDS[sentiment]} at ${clubName}: ${countOf(s.matchesPlayed, 'game')}, ${per(s.totalMinutesPlayed)} minutes, ${per(s.pointsScored)} points, ${per(s.reboundsGrabbed)} rebounds and ${per(s.assistsMade)} assists a game; +${gainsOf(loan)} skill points so far.`;
}

/** Writes a scout report once per loan, kind and matchday (a second ask on the same matchday answers the same). */
export async function writeScoutReport(
  loan: LoanDoc,
  kind: 'final' | 'requested',
  matchday: number,
  sentiment: LoanSentiment,
  text: string,
): Promise<void> {
  await ScoutReportModel.updateOne(
    { worldId: loan.worldId, loanId: loan._id, kind, matchday },
    // Owned by the club that lent him, as the loan is.
    { $setOnInsert: { teamId: loan.parentTeamId, season: loan.season, sentiment, text, stats: loan.stats, createdAt: new Date() } },
    { upsert: true },
  );
}
