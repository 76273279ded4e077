/**
 * A file store written by the release before worlds (fixtures/store-v41, made
 * by that release's own server: see its make-fixture.mjs) opens under this
 * one: the migration gives the career a world and a seat, and the career plays
 * on with the same club, budget, roster, ledger and season. A migration killed
 * at any of a spread of its writes, then run again, ends where an
 * uninterrupted one does.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/main.js';
import { connectStore, disconnectStore } from '../src/infra/store/connect.js';
import { migrateToWorlds, WORLD_COLLECTIONS } from '../src/orchestrators/worlds/migrate-worlds.js';
import { HttpClient } from './http-client.js';

const FIXTURE = new URL('./fixtures/store-v41/', import.meta.url);
interface Expected {
  account: { id: string; email: string; password: string };
  team: { id: string; name: string; leagueId: number };
  budget: number;
  ledger: { count: number; sum: number };
  roster: Array<{ id: string; name: string }>;
  season: { id: string; currentMatchday: number };
  standings: { own: { wins: number; losses: number } };
}
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURE), 'utf8')) as Expected;

const dirs: string[] = [];
function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hardwood-v41-'));
  cpSync(new URL('data/', FIXTURE), dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a store of the release before worlds', () => {
  it('opens migrated, and the career plays on with the same club, budget, roster, ledger and season', async () => {
    const app = await startServer({ databaseUrl: `nedb://${freshCopy()}`, clientDir: '/nonexistent', port: 0, liveCentreMatches: 0 });
    try {
      const db = mongoose.connection.db;
      if (!db) throw new Error('no store');
      for (const name of WORLD_COLLECTIONS) {
        expect(await db.collection(name).countDocuments({ userId: { $exists: true } }), name).toBe(0);
        const keys = (await db.collection(name).listIndexes().toArray()).map((index) => Object.keys((index as { key: object }).key));
        expect(keys.flat(), `${name}'s indexes`).not.toContain('userId');
      }
      const userId = new mongoose.Types.ObjectId(expected.account.id);
      expect(await db.collection('worlds').countDocuments({ _id: userId, kind: 'career' })).toBe(1);
      expect(await db.collection('seats').findOne({ worldId: userId, userId })).toMatchObject({
        teamId: new mongoose.Types.ObjectId(expected.team.id),
      });
      expect(await db.collection('users').findOne({ _id: userId })).not.toHaveProperty('teamId');

      const http = new HttpClient(app.url);
      await http.json('POST', '/api/login', { email: expected.account.email, password: expected.account.password });
      const team = await http.get<{ id: string; name: string; budget: number }>('/api/user/team');
      expect(team).toMatchObject({ id: expected.team.id, name: expected.team.name, budget: expected.budget });
      const roster = await http.get<Array<{ id: string; name: string }>>('/api/players/roster');
      const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      expect(roster.map(({ id, name }) => ({ id, name })).sort(byId)).toEqual([...expected.roster].sort(byId));
      const ledger = await http.get<Array<{ amount: number }>>('/api/transactions');
      expect(ledger.length).toBe(expected.ledger.count);
      expect(ledger.reduce((sum, t) => sum + t.amount, 0)).toBe(expected.ledger.sum);
      expect(await http.get('/api/season/status')).toMatchObject({ completedMatchdays: expected.season.currentMatchday - 1 });
      const standings = await http.get<Array<{ userTeamId: string }>>(`/api/standings/season/${expected.season.id}`);
      expect(standings.find((s) => s.userTeamId === expected.team.id)).toMatchObject(expected.standings.own);

      // Plays on: the office answered, matchday 4 is simulated and processed, and the money moves by its ledger.
      const due = await http.get<{ id: string; isPaid: boolean } | null>('/api/office/salary-payment?matchday=3');
      if (due && !due.isPaid) await http.json('POST', '/api/office/pay-salary', { salaryPaymentId: due.id });
      for (const request of await http.get<Array<{ id: string }>>('/api/office/agent-requests'))
        await http.request('POST', `/api/office/agent-request/${request.id}`, { response: 'reject' });
      for (const offer of await http.get<Array<{ id: string }>>('/api/office/sponsorship-offers'))
        await http.request('POST', `/api/office/sponsorship-offer/${offer.id}`, { response: 'reject' });
      for (const n of await http.get<Array<{ notificationType: string; relatedId: string }>>('/api/office/notifications'))
        await http.json('POST', '/api/office/notifications/mark-read', { notificationType: n.notificationType, relatedId: n.relatedId });
      await http.json('POST', `/api/matches/simulate-matchday/${expected.season.currentMatchday}`);
      expect(await http.get('/api/season/status')).toMatchObject({ completedMatchdays: expected.season.currentMatchday });
      const after = await http.get<{ budget: number }>('/api/user/team');
      const ledgerAfter = await http.get<Array<{ amount: number }>>('/api/transactions');
      expect(ledgerAfter.length).toBeGreaterThan(expected.ledger.count);
      expect(after.budget - expected.budget).toBe(ledgerAfter.reduce((sum, t) => sum + t.amount, 0) - expected.ledger.sum);
    } finally {
      await app.close();
    }
  });

  /** Every document of the migrated collections, creation times aside (a world and a seat are stamped when made), a seat's id too. */
  async function storeState(): Promise<Record<string, string[]>> {
    const db = mongoose.connection.db;
    if (!db) throw new Error('no store');
    const state: Record<string, string[]> = {};
    for (const name of [...WORLD_COLLECTIONS, 'users', 'worlds', 'seats']) {
      const docs = await db.collection(name).find({}).toArray();
      state[name] = docs
        .map(({ createdAt: _c, updatedAt: _u, _id, ...rest }) => JSON.stringify(name === 'seats' ? rest : { _id, ...rest }))
        .sort();
    }
    return state;
  }

  async function migrated(dir: string, killAt?: number): Promise<number> {
    let steps = 0;
    try {
      await connectStore(`nedb://${dir}`, {
        beforeIndexes: (db) =>
          migrateToWorlds(db, () => {
            if (steps++ === killAt) throw new Error('killed');
          }),
      });
    } catch (error) {
      if (!(error instanceof Error) || error.message !== 'killed') throw error;
    }
    await disconnectStore();
    return steps;
  }

  it('a migration killed at a spread of its writes, run again, ends as an uninterrupted one', { timeout: 240_000 }, async () => {
    const reference = freshCopy();
    const steps = await migrated(reference);
    await connectStore(`nedb://${reference}`);
    const whole = await storeState();
    await disconnectStore();
    expect(whole['worlds']?.length).toBe(1);
    expect(steps).toBeGreaterThan(40);

    // The first and last writes, and four between (each point opens the 4 MB store three times).
    const points = [...new Set([0, steps - 1, ...Array.from({ length: 4 }, (_, i) => Math.floor(((i + 1) * steps) / 5))])];
    for (const killAt of points) {
      const dir = freshCopy();
      await migrated(dir, killAt);
      await migrated(dir);
      await connectStore(`nedb://${dir}`);
      const state = await storeState();
      for (const [name, docs] of Object.entries(whole)) expect(state[name], `${name}, killed at step ${killAt} of ${steps}`).toEqual(docs);
      await disconnectStore();
    }
  });
});
