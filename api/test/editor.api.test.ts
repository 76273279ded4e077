/**
 * The player editor over HTTP: every validation error of the
 * form, the server's own overall and value, 404 for other careers' and the
 * catalogue's ids, a whole world's CSV imported in one request with bad rows
 * counted exactly, and an export → import round trip that changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  csvToPlayers,
  marketValue,
  overallRating,
  playersToCsv,
  ROUTES,
  routeUrl,
  type EditorPlayer,
  type EditorTeam,
  type ImportPlayersResponse,
  type User,
} from '@hardwood/shared';
import { TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: ['put', 'other', 'csv', 'csv-b'].map((n) => `editor-${n}@example.com`).join(',') } });

const PLAYERS = routeUrl(ROUTES.editor.players, {});
const IMPORT = routeUrl(ROUTES.editor.importPlayers, {});
const putUrl = (playerId: string) => routeUrl(ROUTES.editor.updatePlayer, { playerId });

async function world(c: TestCareer): Promise<EditorPlayer[]> {
  return (await c.http.get<EditorTeam[]>(PLAYERS)).flatMap((t) => t.players);
}

/** The export, as the client writes it. */
async function exportCsv(c: TestCareer): Promise<string> {
  const teams = await c.http.get<EditorTeam[]>(PLAYERS);
  return playersToCsv(teams.flatMap((t) => t.players.map((p) => ({ ...p, teamName: t.teamName }))));
}

const form = (p: EditorPlayer) => ({
  name: p.name,
  position: p.position,
  age: p.age,
  height: p.height,
  weight: p.weight,
  avatarUrl: p.avatarUrl ?? '',
  nationality: p.nationality,
  // A hidden potential (null) is left out, as the client's form does.
  ...(p.potential !== null ? { potential: p.potential } : {}),
  shooting: p.shooting,
  threePoint: p.threePoint,
  passing: p.passing,
  defense: p.defense,
  rebounding: p.rebounding,
  athletics: p.athletics,
  basketballIQ: p.basketballIQ,
});

describe('player editor', () => {
  it('validates every field, recomputes overall and value, and edits only this career', async () => {
    const c = await marketCareer(app.url, 'editor-put@example.com', 101);
    const b = await marketCareer(app.url, 'editor-other@example.com', 102);
    const teams = await c.http.get<EditorTeam[]>(PLAYERS);
    expect(teams.length).toBeGreaterThan(100);
    expect(teams[teams.length - 1]?.teamName).toBe('Free Agents');
    // Reading the editor marks nothing and sends no hidden potential: the rest of the world's is null, the own young players' exact.
    expect((await c.http.get<User>('/api/auth/user')).editorUsed).toBe(false);
    const everyone = teams.flatMap((t) => t.players);
    expect(everyone.filter((p) => p.teamId !== c.team.id).every((p) => p.potential === null)).toBe(true);
    const ownYoung = everyone.filter((p) => p.teamId === c.team.id && p.age <= 24);
    expect(ownYoung.length).toBeGreaterThan(0);
    for (const p of ownYoung) expect(p.potential).toBe((await PlayerModel.findById(p.id).lean())?.potential);
    const [player] = (await world(c)).filter((p) => p.teamId === c.team.id);
    if (!player) throw new Error('no player');
    const valid = form(player);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'Name is required'],
      [{ position: 'XX' }, 'position'],
      [{ age: 17 }, '18'],
      [{ age: 41 }, '40'],
      [{ height: 159 }, '160'],
      [{ weight: 151 }, '150'],
      [{ potential: 49 }, '50'],
      [{ shooting: 24 }, '25'],
      [{ basketballIQ: 96 }, '95'],
      [{ nationality: ' ' }, 'Nationality is required'],
      [{ avatarUrl: 'not a url' }, 'avatarUrl'],
    ];
    for (const [change, text] of cases) {
      const res = await c.http.request('PUT', putUrl(player.id), { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(text);
    }
    // Nothing changed by the refusals, and they mark nothing.
    expect((await world(c)).find((p) => p.id === player.id)).toEqual(player);
    expect((await c.http.get<User>('/api/auth/user')).editorUsed).toBe(false);
    // A form without a potential (hidden on the client) keeps the stored one.
    const { potential: _hidden, ...withoutPotential } = valid;
    const storedPotential = (await PlayerModel.findById(player.id).lean())?.potential;
    await c.http.json<EditorPlayer>('PUT', putUrl(player.id), withoutPotential);
    expect((await PlayerModel.findById(player.id).lean())?.potential).toBe(storedPotential);
    // The first saved edit makes the career a sandbox, and only now does the editor show every exact potential.
    expect((await c.http.get<User>('/api/auth/user')).editorUsed).toBe(true);
    expect((await b.http.get<User>('/api/auth/user')).editorUsed).toBe(false);
    const revealed = (await world(c)).find((p) => p.teamId !== c.team.id && p.teamId !== null);
    if (!revealed) throw new Error('no other club player');
    expect(revealed.potential).toBe((await PlayerModel.findById(revealed.id).lean())?.potential);

    // A client's overall or value is not read: the server computes them.
    const edited = await c.http.json<EditorPlayer>('PUT', putUrl(player.id), {
      ...valid,
      shooting: 95,
      threePoint: 95,
      age: 24,
      overallRating: 10,
      marketValue: 1,
    });
    expect(edited.overallRating).toBe(overallRating(player.position, { ...valid, shooting: 95, threePoint: 95 }));
    expect(edited.marketValue).toBe(marketValue(edited.overallRating, 24));
    expect((await PlayerModel.findById(player.id).lean())?.careerPhase).toBe('pre-peak');

    // Another career's player and a catalogue player answer 404 and stay as they are.
    const theirs = (await world(b))[0];
    const template = await TemplatePlayerModel.findOne().lean();
    if (!theirs || !template) throw new Error('no players');
    expect((await c.http.request('PUT', putUrl(theirs.id), form(theirs))).status).toBe(404);
    expect((await c.http.request('PUT', putUrl(template._id.toString()), valid)).status).toBe(404);
    expect((await c.http.request('PUT', putUrl('nope'), valid)).status).toBe(404);
    expect((await world(b)).find((p) => p.id === theirs.id)).toEqual(theirs);
  }, 60_000);

  it('imports a whole world in one request, counting bad rows exactly; export then import changes nothing', async () => {
    const c = await marketCareer(app.url, 'editor-csv@example.com', 103);
    const before = await world(c);
    const potentials = async () =>
      new Map((await PlayerModel.find({ worldId: c.userId }).lean()).map((p) => [p._id.toString(), p.potential]));
    const storedPotentials = await potentials();
    const csv = await exportCsv(c);
    // Round trip first: the same file changes nothing, hidden potentials (empty cells) included.
    const same = csvToPlayers(csv);
    expect(same.rows).toHaveLength(before.length);
    expect(same.failed + same.skipped).toBe(0);
    expect(same.rows.some((r) => r.potential === undefined)).toBe(true);
    const first = await c.http.json<ImportPlayersResponse>('POST', IMPORT, { rows: same.rows });
    expect(first).toEqual({ updated: before.length, failed: 0, errors: [] });
    const noPotential = (players: EditorPlayer[]) => players.map(({ potential: _p, ...rest }) => rest);
    expect(noPotential(await world(c))).toEqual(noPotential(before));
    expect(await potentials()).toEqual(storedPotentials);

    // Bad rows mixed in: no name (fails in the file), no id and a wrong column count (skipped), an unknown id, another career's id and a bad URL (fail on the server).
    const other = await marketCareer(app.url, 'editor-csv-b@example.com', 104);
    const theirs = (await world(other))[0];
    const lines = csv.split('\r\n');
    const header = lines[0] ?? '';
    const row = (values: Record<string, string>) =>
      header
        .split(',')
        .map((h) => values[h] ?? '50')
        .join(',');
    const base = { position: 'PG', nationality: 'Spain', avatarUrl: '', teamName: 'X' };
    const bad = [
      row({ ...base, id: before[0]?.id ?? '', name: '' }),
      row({ ...base, id: '', name: 'No Id' }),
      'only,three,columns',
      row({ ...base, id: '0123456789abcdef01234567', name: 'Nobody' }),
      row({ ...base, id: theirs?.id ?? '', name: 'Theirs' }),
      row({ ...base, id: before[1]?.id ?? '', name: 'Bad Url', avatarUrl: 'notaurl' }),
    ];
    const mixed = csvToPlayers([...lines, ...bad].join('\r\n'));
    // No name, and a bad avatar URL the editor form refuses: both fail before they are sent.
    expect(mixed.failed).toBe(2);
    expect(mixed.skipped).toBe(2);
    expect(mixed.rows.length).toBeGreaterThan(2000);
    const answer = await c.http.json<ImportPlayersResponse>('POST', IMPORT, { rows: mixed.rows });
    // Of the rows sent, two fail on the server: the unknown id and another career's.
    expect(answer.failed).toBe(2);
    expect(answer.updated).toBe(mixed.rows.length - 2);
    expect(answer.updated).toBe(before.length);
    expect(answer.errors.map((e) => e.message)).toEqual(expect.arrayContaining(['Player not found']));
    expect((await world(other)).find((p) => p.id === theirs?.id)).toEqual(theirs);
  }, 120_000);
});
