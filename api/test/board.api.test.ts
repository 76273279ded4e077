/**
 * The board through the real processing path: objectives and a moving meter
 * from the first look; a seeded losing run past the first season's grace
 * ends in the sack with job offers; taking one moves the manager's seat to
 * that club while the old club keeps its records; and a manager winning
 * everything is approached mid-season by better clubs.
 */
import { describe, expect, it } from 'vitest';
import { BOARD, ROUTES, routeUrl, SKILL_KEYS, type BoardView, type Team } from '@hardwood/shared';
import { BoardModel } from '../src/models/board/board.model.js';
import { SACKED_MESSAGE } from '../src/domain/board/board-guard.js';
import { NewsModel } from '../src/models/news/news.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { StandingModel } from '../src/models/season/standing.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { SeatModel } from '../src/models/worlds/seat.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: 'board-view@example.com,board-sack@example.com,board-approach@example.com,board-turn@example.com' },
});
const BOARD_URL = routeUrl(ROUTES.board.view, {});

const board = (c: TestCareer) => c.http.get<BoardView>(BOARD_URL);

/** Every player of the club rated `rating` in every skill: a squad that (nearly) always loses, or wins. */
async function rateSquad(teamId: string, rating: number): Promise<void> {
  const skills = Object.fromEntries(SKILL_KEYS.map((k) => [k, rating]));
  await PlayerModel.updateMany({ teamId }, { $set: { ...skills, overallRating: rating } });
}

async function playMatchday(c: TestCareer): Promise<number> {
  const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
  if (!season) throw new Error('no season');
  await c.http.json('POST', `/api/matches/simulate-matchday/${season.currentMatchday}`);
  return season.currentMatchday;
}

describe('the board', () => {
  it('sets objectives at the first look and moves with each result, with its reasons', async () => {
    const c = await marketCareer(app.url, 'board-view@example.com', 103);
    const first = await board(c);
    expect(first.confidence).toBe(BOARD.confidenceStart);
    expect(first.objectives.place.target).toBeGreaterThanOrEqual(first.objectives.place.expected);
    expect(first.progress.map((p) => p.key)).toContain('place');
    expect(first.sacked).toBe(false);
    await playMatchday(c);
    const after = await board(c);
    const result = after.reasons.find((r) => r.label.startsWith('Beat') || r.label.startsWith('Lost'));
    expect(result?.matchday).toBe(1);
    expect(after.confidence).toBe(first.confidence + after.reasons.reduce((s, r) => s + r.delta, 0));
    // A repeat of the processed matchday changes nothing: the board judged it once.
    const stored = await BoardModel.findOne({ worldId: c.userId }).lean();
    expect(stored?.matchdaysAtClub).toBe(1);
  });

  it('sacks him on a losing run past the first season, offers jobs, and taking one moves his seat', async () => {
    const c = await marketCareer(app.url, 'board-sack@example.com', 103);
    await board(c);
    await rateSquad(c.team.id, 5);
    // His first season: confidence at zero is no sack.
    await BoardModel.updateOne({ worldId: c.userId }, { $set: { confidence: 0 } });
    await playMatchday(c);
    expect((await board(c)).sacked).toBe(false);
    // As if he were in his second season at the club, past the grace, with the board's patience gone: the next loss is the end.
    await BoardModel.updateOne({ worldId: c.userId }, { $set: { confidence: 0, startSeason: 0, matchdaysAtClub: BOARD.graceMatchdays } });
    let view = await board(c);
    for (let i = 0; i < 6 && !view.sacked; i += 1) {
      await playMatchday(c);
      view = await board(c);
    }
    expect(view.sacked).toBe(true);
    expect(view.offers.length).toBeGreaterThanOrEqual(BOARD.sackedOffers.min);
    expect(view.offers.length).toBeLessThanOrEqual(BOARD.sackedOffers.max);
    expect(view.offers.every((o) => o.kind === 'sacked' && o.teamId !== c.team.id)).toBe(true);
    expect(view.spells[0]?.end).toBe('sacked');
    expect(await NewsModel.exists({ worldId: c.userId, key: { $regex: /^board:sacked:/ } })).not.toBeNull();
    expect((await TeamModel.findById(c.team.id).lean())?.isUserTeam).toBe(false);
    // The club that sacked him is no longer his to change: a release is refused and the player stays.
    const keep = await PlayerModel.findOne({ worldId: c.userId, teamId: c.team.id }).lean();
    if (!keep) throw new Error('no player at the old club');
    const release = await c.http.request('POST', `/api/contracts/release/${keep._id.toString()}`, { when: 'now' });
    expect(release.status).toBe(409);
    expect(await release.text()).toContain(SACKED_MESSAGE);
    expect((await PlayerModel.findById(keep._id).lean())?.teamId?.toString()).toBe(c.team.id);

    // He may not decline his way to no job at all.
    for (const offer of view.offers.slice(1)) await c.http.call(ROUTES.board.decline, { teamId: offer.teamId }, {});
    const last = view.offers[0];
    if (!last) throw new Error('no offer');
    const refused = await c.http.request('POST', routeUrl(ROUTES.board.decline, { teamId: last.teamId }), {});
    expect(refused.status).toBe(409);
    const foreign = await c.http.request('POST', routeUrl(ROUTES.board.take, { teamId: c.team.id }), {});
    expect(foreign.status).toBe(404);

    const played = (await StandingModel.findOne({ worldId: c.userId, teamId: c.team.id }).lean())?.matchesPlayed ?? 0;
    const taken = await c.http.call(ROUTES.board.take, { teamId: last.teamId }, {});
    expect(taken.teamId).toBe(last.teamId);
    expect((await SeatModel.findOne({ worldId: c.userId }).lean())?.teamId.toString()).toBe(last.teamId);
    expect((await c.http.get<Team>('/api/user/team')).id).toBe(last.teamId);
    // The old club keeps its history in the world; the new one is his.
    expect((await StandingModel.findOne({ worldId: c.userId, teamId: c.team.id }).lean())?.matchesPlayed).toBe(played);
    expect((await TeamModel.findById(last.teamId).lean())?.isUserTeam).toBe(true);
    const fresh = await board(c);
    expect(fresh.sacked).toBe(false);
    expect(fresh.club).toBe(last.name);
    expect(fresh.confidence).toBe(BOARD.confidenceStart);
    expect(fresh.record.sackings).toBe(1);
    expect(fresh.spells.map((s) => s.end)).toEqual(['sacked', null]);
    // The season goes on at the new club.
    await playMatchday(c);
    expect((await board(c)).reasons[0]?.matchday).toBeGreaterThan(0);
  }, 120_000);

  it('better clubs approach a manager winning everything mid-season; he may take the job', async () => {
    const c = await marketCareer(app.url, 'board-approach@example.com', 103);
    await TeamModel.updateOne({ _id: c.team.id }, { $set: { reputation: 1 } });
    await board(c);
    await rateSquad(c.team.id, 99);
    await BoardModel.updateOne({ worldId: c.userId }, { $set: { confidence: 95 } });
    let view = await board(c);
    for (let i = 0; i < BOARD.midSeason.fromMatchday + 2 && view.offers.length === 0; i += 1) {
      await playMatchday(c);
      view = await board(c);
    }
    expect(view.offers.length).toBeGreaterThan(0);
    expect(view.offers.every((o) => o.kind === 'mid-season' && o.reputation > 1)).toBe(true);
    expect(view.sacked).toBe(false);
    const offer = view.offers[0];
    if (!offer) throw new Error('no offer');
    await c.http.call(ROUTES.board.take, { teamId: offer.teamId }, {});
    expect((await SeatModel.findOne({ worldId: c.userId }).lean())?.teamId.toString()).toBe(offer.teamId);
    const moved = await board(c);
    expect(moved.spells.map((s) => s.end)).toEqual(['left', null]);
    expect(moved.offers).toEqual([]);
  }, 120_000);

  it('judges the season’s objectives at the season end and sets the next season’s', async () => {
    const c = await marketCareer(app.url, 'board-turn@example.com', 103);
    const first = await board(c);
    for (let guard = 0; guard < 40; guard += 1) {
      const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
      if (!season || season.status === 'complete') break;
      await playMatchday(c);
    }
    await c.http.json('POST', routeUrl(ROUTES.season.end, {}));
    const turned = await board(c);
    expect(turned.season).toBe(first.season + 1);
    expect(turned.record.seasons).toBe(1);
    expect(turned.record.wins + turned.record.losses).toBeGreaterThan(0);
    expect(turned.record.objectivesSet).toBeGreaterThanOrEqual(2);
    expect(turned.reasons.some((r) => r.label.startsWith('Finished') && r.season === first.season)).toBe(true);
    expect(turned.progress.find((p) => p.key === 'place')?.progress).toBe('The season has not started');
  }, 180_000);
});
