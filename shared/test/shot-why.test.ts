import { describe, expect, it } from 'vitest';
import {
  buildCatalogue,
  createMatch,
  explainShotParts,
  MATCH_RULES,
  parseShotWhy,
  shotCalibration,
  shotWhyCode,
  shotWhyFromCode,
  shotWhyText,
  similarPairs,
  simulateToEnd,
  type EngineTeamInput,
} from '../src/index.js';
import { explainShot, referenceChance, type ShotInputs } from '../src/engine/shot-why.js';
import type { EnginePlayer } from '../src/engine/types.js';

const catalogue = buildCatalogue();
const pairs = similarPairs(
  catalogue,
  catalogue.leagues.filter((l) => l.id <= 12).map((l) => l.id),
  2,
);

describe('every shot says why', () => {
  it('gives each recorded field goal its chance and factors, and free throws their chance', () => {
    const [home, away] = pairs[0] as [EngineTeamInput, EngineTeamInput];
    const state = simulateToEnd(createMatch(home, away, { recordEvents: true }, 7));
    const shots = state.events.filter((e) => e.type.endsWith('_made') || e.type.endsWith('_missed'));
    expect(shots.length).toBeGreaterThan(100);
    for (const shot of shots) {
      expect(shot.chance).toBeGreaterThanOrEqual(shot.type.startsWith('free') ? 0.4 : MATCH_RULES.shotChanceMin);
      expect(shot.chance).toBeLessThanOrEqual(shot.type.startsWith('free') ? 0.92 : MATCH_RULES.shotChanceMax);
      if (!shot.type.startsWith('free')) expect(parseShotWhy(explainShotParts(shot.whyParts ?? [])).length).toBeGreaterThan(0);
    }
  });

  it('syncs a short form to live viewers that says exactly what a replay says', () => {
    let words = 0;
    let coded = 0;
    let shots = 0;
    for (const [i, pair] of pairs.slice(0, 6).entries()) {
      const [home, away] = pair;
      const state = simulateToEnd(createMatch(home, away, { recordEvents: true }, 100 + i));
      for (const shot of state.events) {
        if (!shot.whyParts) continue;
        const explained = explainShotParts(shot.whyParts);
        const code = shotWhyCode(shot.whyParts);
        expect(shotWhyFromCode(code)).toBe(explained);
        words += explained.length;
        coded += code.length;
        shots += 1;
      }
    }
    expect(shots).toBeGreaterThan(600);
    // The point of the short form: a fraction of the bytes every spectator receives for every shot.
    expect(coded / words).toBeLessThan(0.35);
    expect(shotWhyFromCode('garbled,T72:6,?:1')).toBe('good shooter, three-point 72|6');
    expect(shotWhyFromCode(undefined)).toBe('');
  });

  it('leaves bulk simulation without them and plays the same game', () => {
    const [home, away] = pairs[1] as [EngineTeamInput, EngineTeamInput];
    const recorded = simulateToEnd(createMatch(home, away, { recordEvents: true }, 11));
    const bulk = simulateToEnd(createMatch(home, away, { recordEvents: false }, 11));
    expect(bulk.events).toHaveLength(0);
    expect(bulk.score).toEqual(recorded.score);
    expect(bulk.rng).toEqual(recorded.rng);
  });

  it('splits the chance less the reference between the factors by their size', () => {
    const shooter = { name: 'A', threePoint: 80, shooting: 60, slot: 'SG', position: 'SG' } as EnginePlayer;
    const inputs: ShotInputs = {
      isThree: true,
      shooter,
      base: 0.215 + 80 * 0.0025,
      guarded: 0.215 + 80 * 0.0025,
      defender: undefined,
      energy: 60,
      energyFactor: 0.9,
      otherPerformance: 1,
      offense: 'balanced',
      shootingBonus: 1,
      home: 1,
      teams: 1,
      late: 1,
      fastBreak: 1,
      quality: 1,
      defense: 'zone',
      scheme: 1.1,
      chance: 0,
    };
    inputs.chance = inputs.base * 0.9 * 1.1;
    const parts = parseShotWhy(explainShot(inputs));
    const byLabel = new Map(parts.map((p) => [p.label, p.points]));
    expect(byLabel.get('good shooter, three-point 80')).toBeGreaterThan(0);
    expect(byLabel.get('tired, 60 energy')).toBeLessThan(0);
    expect(byLabel.get('zone leaves the arc open')).toBeGreaterThan(0);
    const sum = parts.reduce((a, p) => a + p.points, 0);
    expect(Math.abs(sum - (inputs.chance - referenceChance(true)) * 100)).toBeLessThanOrEqual(1.5);
    expect(shotWhyText('open look|6; tired, 68 energy|-5')).toBe('open look +6; tired, 68 energy −5');
  });

  it('predicts the made share: every bin of 200 or more shots within 3 points', () => {
    const bins = shotCalibration(pairs, 300, 1);
    const judged = bins.filter((b) => b.ok !== null);
    expect(judged.length).toBeGreaterThanOrEqual(3);
    for (const bin of judged) expect(Math.abs(bin.made - bin.predicted), `bin ${bin.from}%`).toBeLessThanOrEqual(3);
  });
});
