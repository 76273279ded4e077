/**
 * How often the board sacks a passive manager: ten seasons at a mid-table
 * club, twenty careers each, for a manager who fields his best lineup and
 * for one who never fields his best five (he plays his worst eight).
 *
 *   tsx bench/board.ts
 *
 * Ten seasons through the real services would take far too long (a season
 * of processing is minutes), so the board's own rules (shared/src/board)
 * run over seasons drawn from the engine: every pairing's chance of winning
 * is measured once with the shared match engine on the catalogue's rosters
 * (the club's worst eight as a separate side), then each season's results
 * are drawn from those chances with a seeded generator. Rosters do not age
 * or change between seasons and the balance stays where it starts (a
 * passive manager's money neither grows nor sinks here): the bench judges
 * the board's rules, not the economy's.
 */
import {
  BOARD,
  buildCatalogue,
  confidenceAfter,
  createMatch,
  createRng,
  doubleRoundRobin,
  expectedRank,
  setObjectives,
  shouldSack,
  simulateToEnd,
  type BoardState,
  type CatalogueTeamData,
  type EngineRosterPlayer,
  type EngineTeamInput,
  type TemplatePlayerData,
} from '@hardwood/shared';

const CAREERS = 20;
const SEASONS = 10;
/** Engine games per home-and-away pairing: enough for a chance within about ±0.08, in seconds. */
const GAMES_PER_PAIR = 40;

const catalogue = buildCatalogue();
const league = catalogue.leagues.find((l) => l.tier === 1 && catalogue.teams.filter((t) => t.leagueId === l.id).length >= 10);
if (!league) throw new Error('no league to play');
const clubs = catalogue.teams.filter((t) => t.leagueId === league.id);
const asClub = (t: (typeof clubs)[number]) => ({ id: String(t.id), reputation: t.reputation, budget: t.budget });
const ranked = [...clubs].sort((a, b) => expectedRank(asClub(a), clubs.map(asClub)) - expectedRank(asClub(b), clubs.map(asClub)));
const middle = ranked[Math.floor(ranked.length / 2) - 1];
if (!middle) throw new Error('no mid-table club');
const club: CatalogueTeamData = middle;

const roster = (teamId: number): EngineRosterPlayer[] =>
  catalogue.players
    .filter((p) => p.templateTeamId === teamId)
    .map((p: TemplatePlayerData, i) => ({ ...p, id: `${teamId}-${i}`, name: p.name }));
const bestEight = (players: readonly EngineRosterPlayer[]) => {
  const top = [...players].sort((a, b) => b.overallRating - a.overallRating).slice(0, 8);
  return top.reduce((s, p) => s + p.overallRating, 0) / Math.max(1, top.length);
};
const sides = new Map<string, EngineTeamInput>(clubs.map((t) => [String(t.id), { id: String(t.id), name: t.name, players: roster(t.id) }]));
const own = sides.get(String(club.id));
if (!own) throw new Error('no roster');
const worstEight: EngineTeamInput = { ...own, players: [...own.players].sort((a, b) => a.overallRating - b.overallRating).slice(0, 8) };
// The board judges a result by the squad's best eight, whoever the manager fields.
const strength = new Map(clubs.map((t) => [String(t.id), bestEight(sides.get(String(t.id))?.players ?? [])]));

const started = Date.now();
let seed = 1;
function homeWinChance(home: EngineTeamInput, away: EngineTeamInput): number {
  let wins = 0;
  for (let g = 0; g < GAMES_PER_PAIR; g += 1) {
    const end = simulateToEnd(createMatch(home, away, { recordEvents: false }, (seed += 1)));
    if (end.score.home > end.score.away) wins += 1;
  }
  return (wins + 0.5) / (GAMES_PER_PAIR + 1);
}
const chance = new Map<string, number>();
for (const h of clubs)
  for (const a of clubs) {
    if (h.id === a.id) continue;
    const home = sides.get(String(h.id));
    const away = sides.get(String(a.id));
    if (!home || !away) continue;
    chance.set(`${h.id}:${a.id}`, homeWinChance(home, away));
    if (h.id === club.id) chance.set(`worst:${h.id}:${a.id}`, homeWinChance(worstEight, away));
    if (a.id === club.id) chance.set(`worst:${h.id}:${a.id}`, homeWinChance(home, worstEight));
  }
const measuredIn = ((Date.now() - started) / 1000).toFixed(1);
/** The club's measured chance over a season's games, with his best squad and with his worst eight. */
function seasonWinShare(worst: boolean): number {
  const me = String(club.id);
  const ps = clubs
    .filter((t) => String(t.id) !== me)
    .flatMap((t) => [
      chance.get(`${worst ? 'worst:' : ''}${me}:${t.id}`) ?? 0.5,
      1 - (chance.get(`${worst ? 'worst:' : ''}${t.id}:${me}`) ?? 0.5),
    ]);
  return ps.reduce((a, b) => a + b, 0) / ps.length;
}

/** One career of ten seasons: the season the board sacked him in, or null. */
function career(careerSeed: number, worst: boolean): number | null {
  const rng = createRng(careerSeed);
  const ids = clubs.map((t) => String(t.id));
  const me = String(club.id);
  let state: BoardState = { confidence: BOARD.confidenceStart, reasons: [] };
  let matchdays = 0;
  for (let season = 1; season <= SEASONS; season += 1) {
    const objectives = setObjectives({
      club: asClub(club),
      league: clubs.map(asClub),
      cupSeed: null,
      balance: club.budget,
      hasAcademy: false,
    });
    const wins = new Map(ids.map((id) => [id, 0]));
    const fixtures = doubleRoundRobin(ids);
    const days = Math.max(...fixtures.map((f) => f.matchday));
    for (let index = 0; index < days; index += 1) {
      for (const { home, away } of fixtures.filter((f) => f.matchday === index + 1)) {
        const mine = home === me || away === me;
        const p = chance.get(`${worst && mine ? 'worst:' : ''}${home}:${away}`) ?? 0.5;
        const homeWon = rng.next() < p;
        wins.set(homeWon ? home : away, (wins.get(homeWon ? home : away) ?? 0) + 1);
        if (!mine) continue;
        const isHome = home === me;
        const opponent = isHome ? away : home;
        state = confidenceAfter(
          state,
          {
            kind: 'result',
            won: homeWon === isHome,
            opponent,
            own: strength.get(me) ?? 0,
            opponentStrength: strength.get(opponent) ?? 0,
            home: isHome,
          },
          { season, matchday: index + 1 },
        );
      }
      matchdays += 1;
      state = confidenceAfter(
        state,
        { kind: 'money', balance: club.budget, floor: objectives.budgetFloor },
        { season, matchday: index + 1 },
      );
      if (shouldSack(state.confidence, { startSeason: 1, season, matchdays })) return season;
    }
    const table = [...ids].sort((a, b) => (wins.get(b) ?? 0) - (wins.get(a) ?? 0) || (rng.next() < 0.5 ? -1 : 1));
    const outcome = {
      place: { finished: table.indexOf(me) + 1, target: objectives.place.target },
      cup: null,
      budget: { balance: club.budget, floor: objectives.budgetFloor },
      academy: objectives.academy ? { kind: objectives.academy, met: false } : null,
    };
    state = confidenceAfter(state, { kind: 'season-end', outcome }, { season, matchday: days });
    state = confidenceAfter(state, { kind: 'new-season' }, { season: season + 1, matchday: 0 });
  }
  return null;
}

function run(worst: boolean): Array<number | null> {
  return Array.from({ length: CAREERS }, (_, i) => career(1000 + i, worst));
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.floor((s.length - 1) / 2)] ?? 0);
};

const passive = run(false);
const worst = run(true);
const sackedPassive = passive.filter((s): s is number => s !== null);
const sackedWorst = worst.filter((s): s is number => s !== null);
const firstSeason = [...sackedPassive, ...sackedWorst].some((s) => s === 1);
// "Nearly all": at most one career in twenty survives ten seasons of his worst eight.
const worstBand = sackedWorst.length >= CAREERS - 1;
const ok = !firstSeason && worstBand;
console.log(
  `board: ${league.name}, ${club.name} (expected ${expectedRank(asClub(club), clubs.map(asClub))} of ${clubs.length}); engine chances measured in ${measuredIn}s: wins ${(seasonWinShare(false) * 100).toFixed(0)}% of his games with his best, ${(seasonWinShare(true) * 100).toFixed(0)}% with his worst eight`,
);
console.log(
  `board: passive manager, mid-table club: sacked in ${sackedPassive.length}/${CAREERS} careers within ten seasons${sackedPassive.length ? ` (median season ${median(sackedPassive)})` : ''}, ${sackedPassive.some((s) => s === 1) ? 'once in the first season' : 'never in the first season'} — ${!sackedPassive.some((s) => s === 1) ? 'band OK' : 'BAND FAILED'}`,
);
console.log(
  `board: never fields his best five: sacked within ten seasons in ${sackedWorst.length}/${CAREERS} (median season ${median(sackedWorst)}, seasons ${sackedWorst.join(',')}), ${sackedWorst.some((s) => s === 1) ? 'once in the first season' : 'never in the first season'} — ${worstBand && !sackedWorst.some((s) => s === 1) ? 'band OK' : 'BAND FAILED'}`,
);
if (!ok) process.exit(1);
