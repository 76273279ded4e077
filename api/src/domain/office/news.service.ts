/**
 * The matchday's headlines of the own league, written in
 * processing step 5 under keys of the matchday, so a repeat writes nothing
 * twice: big individual games, and streaks reaching a milestone. They go to
 * the feed of the club whose matchday it is: a manager in another league of
 * the world reads his own league's. And a warning when one of his own
 * players drops below FITNESS_LOW_WARNING in a game: news, not an office
 * matter, as it asks for no decision and must not hold his next game.
 */
import type mongoose from 'mongoose';
import { bigGameHeadline, fellBelowFitnessWarning, FITNESS_LOW_WARNING, streakHeadline, type Headline } from '@hardwood/shared';
import { writeNewsMany } from '../../models/news/news.model.js';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import type { EconomyContext } from './economy.service.js';
import { resultsOf, type LeagueDay } from './league-day.js';

/** `careerPlayers`: the processing run's read of the career's players (step 5), for their names. */
export async function writeMatchdayNews(
  ctx: EconomyContext,
  day: LeagueDay,
  careerPlayers?: ReadonlyArray<{ _id: mongoose.Types.ObjectId; name: string }>,
): Promise<number> {
  const { played, today } = day;
  if (today.length === 0) return 0;
  const teams = new Map([...day.teams].map(([id, t]) => [id, t.name]));
  const lines = await PlayerMatchStatModel.find(
    { matchId: { $in: today.map((m) => m._id) } },
    { matchId: 1, teamId: 1, playerId: 1, points: 1, rebounds: 1, assists: 1, minutes: 1 },
  ).lean();
  // Names only for the few lines that make a headline: the rest need none.
  const big = lines.filter(
    (l) =>
      bigGameHeadline(
        { playerName: '', teamName: '', opponentName: '', points: l.points, rebounds: l.rebounds, assists: l.assists },
        '',
      ) !== null,
  );
  const names = new Map(
    careerPlayers
      ? careerPlayers.map((p) => [p._id.toString(), p.name])
      : big.length > 0
        ? (await PlayerModel.find({ worldId: ctx.worldId, _id: { $in: big.map((l) => l.playerId) } }, { name: 1 }).lean()).map((p) => [
            p._id.toString(),
            p.name,
          ])
        : [],
  );
  const opponentOf = new Map(
    today.flatMap((m): Array<[string, mongoose.Types.ObjectId]> => [
      [`${m._id.toString()}:${m.homeTeamId.toString()}`, m.awayTeamId],
      [`${m._id.toString()}:${m.awayTeamId.toString()}`, m.homeTeamId],
    ]),
  );
  const headlines: Headline[] = [];
  for (const l of big) {
    const opponent = opponentOf.get(`${l.matchId.toString()}:${l.teamId.toString()}`);
    const line = {
      playerName: names.get(l.playerId.toString()) ?? 'A player',
      teamName: teams.get(l.teamId.toString()) ?? '',
      opponentName: teams.get(opponent?.toString() ?? '') ?? '',
      points: l.points,
      rebounds: l.rebounds,
      assists: l.assists,
    };
    const headline = bigGameHeadline(line, `game:${l.playerId.toString()}`);
    if (headline) headlines.push(headline);
  }
  for (const [teamId, name] of teams) {
    // Only a club that played today can have just reached a milestone.
    if (!today.some((m) => m.homeTeamId.toString() === teamId || m.awayTeamId.toString() === teamId)) continue;
    const results = resultsOf(played, teamId);
    const headline = streakHeadline(name, results, `streak:${teamId}`);
    if (headline) headlines.push(headline);
  }
  headlines.push(...(await fitnessWarnings(ctx, lines)));
  await writeNewsMany(
    { worldId: ctx.worldId, teamId: ctx.teamId },
    headlines.map((h) => ({
      key: `news:${ctx.season.number}:${ctx.matchday}:${h.subject}`,
      type: h.type,
      title: h.title,
      content: h.content,
      season: ctx.season.number,
      matchday: ctx.matchday,
    })),
  );
  return headlines.length;
}

/** The manager's players whom today's game took below FITNESS_LOW_WARNING (step 4 has written today's fitness). */
async function fitnessWarnings(
  ctx: EconomyContext,
  lines: ReadonlyArray<{ playerId: mongoose.Types.ObjectId; teamId: mongoose.Types.ObjectId; minutes: number }>,
): Promise<Headline[]> {
  const minutes = new Map(lines.filter((l) => l.teamId.equals(ctx.teamId)).map((l) => [l.playerId.toString(), l.minutes]));
  if (minutes.size === 0) return [];
  const own = await PlayerModel.find(
    { worldId: ctx.worldId, teamId: ctx.teamId, _id: { $in: lines.map((l) => l.playerId) } },
    {
      name: 1,
      fitness: 1,
    },
  ).lean();
  return own
    .filter((p) => fellBelowFitnessWarning(p.fitness, minutes.get(p._id.toString()) ?? 0))
    .map((p) => ({
      type: 'player_stats' as const,
      subject: `fitness:${p._id.toString()}`,
      title: `${p.name} is running on empty (${p.fitness}% fitness)`,
      content: `${p.name} dropped below ${FITNESS_LOW_WARNING}% fitness today and plays worse for it: rest him for a game or two, or book the physio's Recover Fitness.`,
    }));
}
