/**
 * The market's economy bands, with verdicts:
 * - a manager who signs the best player he can pay the fee of every matchday
 *   (releasing his weakest when the roster is full) hits the wage limit
 *   before matchday 10, at a league's richest and poorest club;
 * - over 40,000 seeded sale attempts that the game offers (its own players,
 *   in the world as a new career has it, each matchday's draw), the success
 *   rate is the rules page's 50% ± 1%, and no offered sale fails for want of
 *   a buyer.
 *
 *   npx tsx bench/market-economy.ts
 */
import {
  careerEventKey,
  decideSale,
  keyedRng,
  ROUTES,
  routeUrl,
  SALE_SUCCESS_CHANCE,
  type ContractTerms,
  type MarketPlayerDto,
  type OfferValuation,
  type Player,
  type ReleaseQuote,
  type Team,
} from '@hardwood/shared';
import { PlayerModel, type PlayerDoc } from '../src/models/players/player.model.js';
import { startServer } from '../src/main.js';
import { loadCareerMarket, toMarketPlayer } from '../src/domain/transfers/market-world.js';
import { marketCareer, type TestCareer } from '../test/market-helpers.js';
import mongoose from '../src/infra/store/mongoose.js';

let failed = false;
const judge = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? 'PASS' : 'FAIL';
};
const m = (euros: number) => `€${(euros / 1_000_000).toFixed(2)}M`;

process.env.DEVELOPER_EMAILS = ['wages-rich', 'wages-poor', ...Array.from({ length: 8 }, (_, i) => `sales-${i}`)]
  .map((n) => `${n}@example.com`)
  .join(',');
const server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/none' });

/** The best player whose fee the budget covers: a free agent, or a player of his own league at the club's asking price. */
async function bestAffordable(c: TestCareer, budget: number): Promise<{ player: Player; fee: number; sellerTeamId: string | null } | null> {
  const [agents, league] = await Promise.all([
    c.freeAgents(),
    c.http.get<Team[]>(routeUrl(ROUTES.teams.list, {}, { leagueId: c.team.leagueId })),
  ]);
  const candidates: Array<{ player: Player; fee: number; sellerTeamId: string | null }> = agents
    .filter((a: MarketPlayerDto) => a.marketValue <= budget)
    .map((a) => ({ player: a, fee: a.marketValue, sellerTeamId: null }));
  for (const team of league.filter((t) => t.id !== c.team.id)) {
    const roster = await c.http.get<Player[]>(`/api/players/team/${team.id}`);
    for (const p of [...roster].sort((a, b) => b.overallRating - a.overallRating).slice(0, 3)) {
      const valuation = await c.http.request('GET', routeUrl(ROUTES.transfers.offerValuation, { playerId: p.id }));
      if (valuation.status !== 200) continue;
      const v = (await valuation.json()) as OfferValuation;
      if (v.valuation.askingPrice <= budget) candidates.push({ player: p, fee: v.valuation.askingPrice, sellerTeamId: team.id });
    }
  }
  return candidates.sort((a, b) => b.player.overallRating - a.player.overallRating)[0] ?? null;
}

async function signUntilTheWageLimit(email: string, templateId: number): Promise<void> {
  const c = await marketCareer(server.url, email, templateId);
  const signed: string[] = [];
  let limitAt: number | null = null;
  let refusal = '';
  for (let matchday = 1; matchday <= 22 && limitAt === null; matchday += 1) {
    const budget = await c.budget();
    const target = await bestAffordable(c, budget);
    if (target) {
      const roster = await c.roster();
      if (roster.length >= 15) {
        const quotes = await c.http.get<ReleaseQuote[]>(routeUrl(ROUTES.contracts.releaseQuotes, {}));
        const weakest = [...roster].filter((p) => !p.isOnLoan).sort((a, b) => a.overallRating - b.overallRating)[0];
        if (weakest && quotes.some((q) => q.playerId === weakest.id))
          await c.http.request('POST', routeUrl(ROUTES.contracts.release, { playerId: weakest.id }), { when: 'now' });
      }
      const terms = await c.http.get<ContractTerms>(routeUrl(ROUTES.contracts.terms, { playerId: target.player.id }));
      const res = target.sellerTeamId
        ? await c.http.request('POST', routeUrl(ROUTES.transfers.makeOffer, {}), {
            playerId: target.player.id,
            sellerTeamId: target.sellerTeamId,
            offerAmount: target.fee,
            contractSeasons: 2,
          })
        : await c.http.request('POST', routeUrl(ROUTES.transfers.signPlayer, { playerId: target.player.id }), { contractSeasons: 2 });
      const body = (await res.json()) as { message?: string; aiResponse?: { decision: string } };
      if (res.status === 400 && /wage bill/.test(body.message ?? '')) {
        limitAt = matchday;
        refusal = body.message ?? '';
      } else if (res.ok && (body.aiResponse === undefined || body.aiResponse.decision === 'ACCEPT')) {
        signed.push(`${target.player.name} (${target.player.overallRating}, fee ${m(target.fee)}, wage ${m(terms.seasonWage)} a season)`);
      }
    }
    await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
  }
  console.log(
    `\nSigning the best affordable player every matchday at ${c.team.name} (${m(c.team.budget)}): ${signed.length} signed${signed.length > 0 ? `: ${signed.join('; ')}` : ''}`,
  );
  console.log(
    `- hits the wage limit before matchday 10: ${limitAt === null ? 'never' : `matchday ${limitAt}`} ${judge(limitAt !== null && limitAt < 10)}${refusal ? ` ("${refusal}")` : ''}`,
  );
}

await signUntilTheWageLimit('wages-rich@example.com', 101);
await signUntilTheWageLimit('wages-poor@example.com', 112);

// ---- Sales the game offers ----
const started = performance.now();
let offered = 0;
let succeeded = 0;
let notOffered = 0;
const reasons = new Map<string, number>();
for (let i = 0; i < 8; i += 1) {
  const c = await marketCareer(server.url, `sales-${i}@example.com`, 101 + i);
  const market = await loadCareerMarket(c.userId, new mongoose.Types.ObjectId(c.team.id));
  const own = await PlayerModel.find({ worldId: c.userId, teamId: c.team.id }).lean<PlayerDoc[]>();
  const eligible = own.filter((p) => !p.isOnLoan && !p.isInjured).length;
  for (let season = 1; season <= 20; season += 1) {
    for (let matchday = 1; matchday <= 22; matchday += 1) {
      for (const p of own) {
        const decision = decideSale(
          {
            player: toMarketPlayer(p),
            eligibleCount: eligible,
            playerIsEligible: !p.isInjured,
            cannotSellUntilMatchday: 0,
            currentMatchday: matchday,
            clubs: market.clubs,
          },
          keyedRng(careerEventKey(c.seed, season, matchday, 'sale', p._id.toString())),
        );
        if (!decision.offered) {
          notOffered += 1;
          reasons.set(decision.reason, (reasons.get(decision.reason) ?? 0) + 1);
          continue;
        }
        offered += 1;
        if (decision.success) succeeded += 1;
      }
    }
  }
}
const rate = succeeded / offered;
console.log(
  `\nSales the game offers: ${offered.toLocaleString('en-US')} seeded attempts over 8 careers' squads, ${succeeded.toLocaleString('en-US')} succeeded: ${(rate * 100).toFixed(2)}% (the rules page's ${SALE_SUCCESS_CHANCE * 100}% ± 1) ${judge(offered >= 10_000 && Math.abs(rate - SALE_SUCCESS_CHANCE) <= 0.01)}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`- not offered: ${notOffered.toLocaleString('en-US')} (${[...reasons].map(([r, n]) => `${n}: "${r}"`).join('; ') || 'none'})`);

await server.close();
if (failed) process.exitCode = 1;
