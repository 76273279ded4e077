/**
 * The season end remembers the season: each league's MVP, top scorer, best
 * young player and All-League team and the Cup's Final Four MVP, computed
 * from the box scores; every club's finish, record, Cup run and top scorer.
 * A repeated season end changes none of it. Over two seasons a club's
 * history and a player's page (seasons, overall by season, awards) grow by a
 * season each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AWARD_MIN_GAMES_SHARE,
  EUROPEAN_CUP_LEAGUE_ID,
  LEAGUE_MATCHDAYS,
  POSITIONS,
  ROUTES,
  routeUrl,
  type SeasonEndResult,
  type Standing,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { SeasonHistoryModel } from '../src/models/history/season-history.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { MatchModel, type MatchDoc } from '../src/models/season/match.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'history-a@example.com,history-b@example.com' } });
/** Serie A's weakest club: never in the first season's Cup, so its season is the league's 22 matchdays. */
const WEAK_ITALIAN_CLUB = 112;
const SERIE_A = 1;

let a: TestCareer;
const standingsBySeason = new Map<number, Standing[]>();

async function playSeason(c: TestCareer, number: number): Promise<SeasonEndResult> {
  for (let matchday = 1; matchday <= LEAGUE_MATCHDAYS; matchday += 1)
    await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
  const season = await SeasonModel.findOne({ worldId: c.userId, number }).lean();
  standingsBySeason.set(number, await c.http.get<Standing[]>(`/api/standings/season/${season?._id.toString() ?? ''}`));
  return c.http.json<SeasonEndResult>('POST', routeUrl(ROUTES.season.end, {}));
}

/** Points a game of each own-league player in a season, from the stat lines the season keeps (not the box scores). */
async function ownLeaguePointsPerGame(c: TestCareer, seasonNumber: number) {
  const season = await SeasonModel.findOne({ worldId: c.userId, number: seasonNumber }).lean();
  const games = await MatchModel.find(
    { worldId: c.userId, seasonId: season?._id, leagueId: { $ne: EUROPEAN_CUP_LEAGUE_ID } },
    { _id: 1 },
  ).lean();
  const lines = await PlayerMatchStatModel.find({ worldId: c.userId, matchId: { $in: games.map((g) => g._id) } }).lean();
  const byPlayer = new Map<string, { games: number; points: number; teamId: string }>();
  for (const l of lines) {
    const row = byPlayer.get(l.playerId.toString()) ?? { games: 0, points: 0, teamId: l.teamId.toString() };
    row.games += 1;
    row.points += l.points;
    byPlayer.set(l.playerId.toString(), row);
  }
  return byPlayer;
}

beforeAll(async () => {
  a = await marketCareer(app.url, 'history-a@example.com', WEAK_ITALIAN_CLUB);
}, 120_000);

describe('awards and history', () => {
  it('names each league’s awards and the Final Four MVP at the season end, from the stats, once', async () => {
    const ended = await playSeason(a, 1);
    const awards = await a.http.call(ROUTES.history.seasonAwards, {});
    expect(awards.season).toBe(1);
    expect(awards.ownLeagueId).toBe(SERIE_A);
    const leagues = new Set(awards.awards.map((w) => w.leagueId));
    expect(leagues.size).toBe(14);
    for (const leagueId of [...leagues].filter((id) => id !== EUROPEAN_CUP_LEAGUE_ID)) {
      const own = awards.awards.filter((w) => w.leagueId === leagueId);
      expect(own.filter((w) => w.kind === 'mvp')).toHaveLength(1);
      expect(own.filter((w) => w.kind === 'top-scorer')).toHaveLength(1);
      expect(
        own
          .filter((w) => w.kind === 'all-league')
          .map((w) => w.position)
          .sort(),
      ).toEqual([...POSITIONS].sort());
    }
    // Serie A's top scorer is the best scorer a game of those who played half the season, by the season's own stat lines.
    const ppg = await ownLeaguePointsPerGame(a, 1);
    const eligible = [...ppg].filter(([, r]) => r.games >= Math.ceil(LEAGUE_MATCHDAYS * AWARD_MIN_GAMES_SHARE));
    const best = Math.max(...eligible.map(([, r]) => r.points / r.games));
    const scorer = awards.awards.find((w) => w.leagueId === SERIE_A && w.kind === 'top-scorer');
    // Shown to one decimal, rounded half up (17.05 shows as 17.1).
    expect(scorer?.value).toBe(Math.round(best * 10) / 10);
    expect(ppg.get(scorer?.playerId ?? '')?.points).toBe(Math.round(best * (ppg.get(scorer?.playerId ?? '')?.games ?? 0)));
    // The Final Four MVP played for the Cup's champion.
    const finalFour = awards.awards.find((w) => w.kind === 'final-four-mvp');
    expect(finalFour?.teamName).toBe(ended.cupChampion);
    expect(finalFour?.leagueName).toBe('European Cup');
    // The Cup's final keeps its box score, like every game.
    const final = await MatchModel.findOne({ worldId: a.userId, leagueId: EUROPEAN_CUP_LEAGUE_ID, cupRound: 'F' }).lean<MatchDoc>();
    const report = await a.http.call(ROUTES.history.matchReport, { gameId: final?._id.toString() ?? '' });
    expect(report.kind).toBe('cup');
    expect(report.home.totals.points).toBe(report.home.score);
    expect([...report.home.players, ...report.away.players].map((p) => p.playerId)).toContain(finalFour?.playerId);

    // The top scorer's page says so, and so does his history.
    const page = await a.http.call(ROUTES.playerPages.profile, { playerId: scorer?.playerId ?? '' }).catch(() => null);
    if (page) {
      expect(page.awards.map((w) => w.kind)).toContain('top-scorer');
      expect(page.events.some((e) => e.kind === 'award' && e.text.startsWith('Top Scorer'))).toBe(true);
    }

    // Asked again, the season end answers the same and remembers the season once.
    const again = await a.http.json<SeasonEndResult>('POST', routeUrl(ROUTES.season.end, {}));
    expect(again).toEqual(ended);
    expect(await SeasonHistoryModel.countDocuments({ worldId: a.userId })).toBe(1);
    expect((await a.http.call(ROUTES.history.seasonAwards, {}, { season: 1 })).awards).toEqual(awards.awards);
  }, 300_000);

  it('keeps each club’s seasons and each player’s, over two seasons', async () => {
    await playSeason(a, 2);
    const history = await a.http.call(ROUTES.history.clubHistory, { teamId: a.team.id });
    expect(history.team.isUserTeam).toBe(true);
    expect(history.seasons.map((s) => s.season)).toEqual([2, 1]);
    for (const season of history.seasons) {
      const row = standingsBySeason.get(season.season)?.find((s) => s.userTeamId === a.team.id);
      expect(season).toMatchObject({ position: row?.position, wins: row?.wins, losses: row?.losses, teams: 12 });
      // Its top scorer by the season's own stat lines.
      const ppg = await ownLeaguePointsPerGame(a, season.season);
      const mostPoints = Math.max(...[...ppg.values()].filter((r) => r.teamId === a.team.id).map((r) => r.points));
      const top = ppg.get(season.topScorer?.playerId ?? '');
      expect(top?.points).toBe(mostPoints);
    }
    // A player of the club through both seasons: a row a season, his overall at each season's end, then now.
    const stayed = await PlayerModel.findOne({
      worldId: a.userId,
      teamId: new mongoose.Types.ObjectId(a.team.id),
      'ratingHistory.3': { $exists: true },
    }).lean();
    if (!stayed) throw new Error('nobody stayed two seasons');
    const page = await a.http.call(ROUTES.playerPages.profile, { playerId: stayed._id.toString() });
    expect(page.ratings.map((r) => [r.season, r.current])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(stayed.ratingHistory?.slice(2)).toEqual([2, page.ratings[1]?.overall]);
    expect(new Set(page.seasons.filter((s) => s.competition === 'league').map((s) => s.season))).toEqual(new Set([1, 2]));

    // Another career's club has no history for this manager; nor has a season that never ended.
    const b = await marketCareer(app.url, 'history-b@example.com', 105);
    expect((await b.http.send(ROUTES.history.clubHistory, { teamId: a.team.id })).status).toBe(404);
    expect((await b.http.send(ROUTES.history.seasonAwards, {})).status).toBe(404);
    expect((await a.http.send(ROUTES.history.seasonAwards, {}, { season: 9 })).status).toBe(404);
  }, 300_000);
});
