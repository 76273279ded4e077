import { describe, expect, it, vi } from 'vitest';

describe('the Pro Tips', () => {
  it('are fourteen, and the home-court tip states the boost the rules table gives', async () => {
    const shared = await import('@hardwood/shared');
    const { HOME_COURT_TIP, PRO_TIPS } = await import('./tips');
    expect(PRO_TIPS).toHaveLength(14);
    expect(PRO_TIPS.filter((t) => /home court gives about a/i.test(t))).toEqual([HOME_COURT_TIP]);
    const figure = `${Number((shared.HOME_SHOOTING_EFFECT * 100).toFixed(1))}%`;
    expect(HOME_COURT_TIP).toContain(`Home court gives about a ${figure} boost`);
    expect(PRO_TIPS).toContain(`A player with ${shared.FOUL_DANGER} fouls is in danger: sub him when the game is close.`);
    expect(PRO_TIPS).toContain(
      `Between quarters every player recovers ${shared.QUARTER_RECOVERY_MIN} to ${shared.QUARTER_RECOVERY_MAX} energy.`,
    );
  });

  it('follow the rules table when a figure is recalibrated (no figure is written in the tip itself)', async () => {
    vi.resetModules();
    vi.doMock('@hardwood/shared', async (original) => ({
      ...(await original<typeof import('@hardwood/shared')>()),
      HOME_SHOOTING_EFFECT: 0.05,
      HOME_PERFORMANCE_EFFECT: 0.04,
      FOUL_DANGER: 1,
    }));
    const { HOME_COURT_TIP, PRO_TIPS } = await import('./tips');
    expect(HOME_COURT_TIP).toContain('Home court gives about a 5% boost to shooting and 4% to team play');
    expect(PRO_TIPS).toContain('A player with 1 foul is in danger: sub him when the game is close.');
    vi.doUnmock('@hardwood/shared');
    vi.resetModules();
  });
});
