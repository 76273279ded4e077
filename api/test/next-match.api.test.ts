/**
 * The dashboard's next match over HTTP: playable with nothing in the way,
 * then each thing that holds it, in words, with where it is dealt with: a
 * played match to save, the salaries of the matchday, and the end of it.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@hardwood/shared';
import { useTestApp } from './app-fixture.js';
import { marketCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'next-dev@example.com' } });

describe('the next match', () => {
  it('says what holds it, in words, and where: a match to save, then the salaries; free again once read', async () => {
    const c = await marketCareer(app.url, 'next-dev@example.com', 101);
    const first = await c.http.call(ROUTES.dashboard.nextMatch, {});
    expect(first.blocker).toBeNull();
    expect(first.canSimulate).toBe(true);
    expect(first.match).toMatchObject({ matchday: 1, round: 1 });
    const matchId = first.match?.id ?? '';

    // Played but not saved: the schedule's Close & Save.
    await c.http.call(ROUTES.matches.simulate, { id: matchId });
    const played = await c.http.call(ROUTES.dashboard.nextMatch, {});
    expect(played.blocker).toEqual({
      kind: 'process',
      message: 'Close & save the match of matchday 1 in the Schedule',
      place: 'schedule',
    });
    expect(played.canSimulate).toBe(false);

    // Saved: matchday 1's salaries fall due and hold matchday 2 until the office reads them.
    await c.http.call(ROUTES.matches.completeProcessing, { id: matchId });
    const due = await c.http.call(ROUTES.dashboard.nextMatch, {});
    expect(due.match?.matchday).toBe(2);
    expect(due.blocker).toMatchObject({ kind: 'office', place: 'office', officeMatter: expect.any(String) });
    const matters = (await c.http.call(ROUTES.office.notifications, {})).filter((n) => n.notificationType !== 'scout_report');
    // Unpaid salaries come first among the office's matters.
    expect(due.blocker?.officeMatter).toBe('salary_due');
    expect(due.blocker?.message).toMatch(/^Pay the salaries of matchday 1 in the Office/);
    // The live token refuses for the same reason the dashboard gives.
    expect((await c.http.request('POST', '/api/live/token', { matchId: due.match?.id })).status).toBe(409);
    for (const n of matters)
      await c.http.call(ROUTES.office.markRead, {}, { notificationType: n.notificationType, relatedId: n.relatedId });
    const free = await c.http.call(ROUTES.dashboard.nextMatch, {});
    expect(free.blocker).toBeNull();
    expect(free.match?.id).toBe(due.match?.id);
  });
});
