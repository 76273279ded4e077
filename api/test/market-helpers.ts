/** Careers and seeded outcomes for the market's HTTP tests. */
import {
  careerEventKey,
  keyedRng,
  marketValue,
  ROUTES,
  routeUrl,
  saleOutcome,
  type MarketPlayerDto,
  type Player,
  type Team,
  type Transaction,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { HttpClient } from './http-client.js';

export interface TestCareer {
  http: HttpClient;
  team: Team;
  userId: mongoose.Types.ObjectId;
  /** The career's secret seed, read from the store as only a test can. */
  seed: string;
  budget(): Promise<number>;
  roster(): Promise<Player[]>;
  freeAgents(): Promise<MarketPlayerDto[]>;
  transactions(): Promise<Transaction[]>;
}

/** A manager of a club (template id `teamId`, Italian unless `countryId` says otherwise) with simulate mode on. */
export async function marketCareer(baseUrl: string, email: string, teamId: number, countryId = 'italy'): Promise<TestCareer> {
  const http = new HttpClient(baseUrl);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Market', lastName: 'Test' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId, teamId }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const seed = (await WorldModel.findById(user.id, { seed: 1 }).lean())?.seed;
  if (!seed) throw new Error('setup left no career seed');
  return {
    http,
    team,
    seed,
    userId: new mongoose.Types.ObjectId(user.id),
    budget: async () => (await http.get<Team>('/api/user/team')).budget,
    roster: () => http.get<Player[]>('/api/players/roster'),
    freeAgents: () => http.get<MarketPlayerDto[]>(routeUrl(ROUTES.transfers.freeAgents, {})),
    transactions: () => http.get<Transaction[]>(routeUrl(ROUTES.money.transactions, {})),
  };
}

/** Whether the career's sale of this player on this matchday succeeds: the server's own draw, known in advance. */
export function saleSucceeds(c: TestCareer, playerId: string, matchday: number, season = 1): boolean {
  return saleOutcome(keyedRng(careerEventKey(c.seed, season, matchday, 'sale', playerId)));
}

export function valueOf(p: Pick<Player, 'overallRating' | 'age'>): number {
  return marketValue(p.overallRating, p.age);
}

export async function setBudget(teamId: string, budget: number): Promise<void> {
  await TeamModel.updateOne({ _id: new mongoose.Types.ObjectId(teamId) }, { $set: { budget } });
}

/** A club of the career's world by catalogue id. */
export async function worldTeam(c: TestCareer, templateTeamId: number) {
  const team = await TeamModel.findOne({ worldId: c.userId, templateTeamId }).lean();
  if (!team) throw new Error(`no club ${templateTeamId} in this career`);
  return team;
}

export const sellUrl = (playerId: string) => routeUrl(ROUTES.transfers.sellPlayer, { playerId });
export const signUrl = (playerId: string) => routeUrl(ROUTES.transfers.signPlayer, { playerId });
export const valuationUrl = (playerId: string) => routeUrl(ROUTES.transfers.offerValuation, { playerId });
export const scoutUrl = (teamId: string) => routeUrl(ROUTES.transfers.scoutTeam, { teamId });
export const templateRosterUrl = (templateTeamId: number) =>
  routeUrl(ROUTES.players.templateTeamRoster, { templateTeamId: String(templateTeamId) });
export const OFFER_URL = routeUrl(ROUTES.transfers.makeOffer, {});
