import { fireEvent, render, screen, within } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventView, LiveMatchView, LiveTeamView } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { liveTeam, liveView } from '../../test/fixtures';
import { LiveFeed } from '../match-view/LiveFeed';
import { ManagerMatchPage } from './ManagerMatchPage';

const viewWith = (mine: Partial<LiveTeamView>, status = 'playing'): LiveMatchView =>
  liveView(liveTeam('home', [], mine), liveTeam('away'), { status });

let current: LiveMatchView;
const send = vi.fn();
vi.mock('./useLiveMatch', () => ({
  useLiveMatch: () => ({
    view: current,
    feed: [],
    connection: 'connected',
    error: null,
    role: 'manager',
    send,
    forget: vi.fn(),
    retry: vi.fn(),
  }),
}));

beforeEach(() => {
  send.mockClear();
  fakeApi({});
  window.history.replaceState(null, '', '/match/m1/live');
});
afterEach(() => vi.unstubAllGlobals());

describe('who coaches the live match', () => {
  it('says when his plan coaches his side, and "take control" hands it back to him', () => {
    current = viewWith({ coachedBy: 'plan', autopilot: 'plan', autopilotIdleMinutes: 0 });
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    const banner = screen.getByTestId('coaching-banner');
    expect(banner).toHaveTextContent('Your plan is coaching · take control');
    fireEvent.click(within(banner).getByRole('button', { name: 'take control' }));
    expect(send).toHaveBeenCalledWith('autopilot', { mode: 'off', idleMinutes: null });
  });

  it('says when the AI coaches, and shows no banner while he coaches himself', () => {
    current = viewWith({ coachedBy: 'ai', autopilot: 'ai-after', autopilotIdleMinutes: 6 });
    const { unmount } = renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByTestId('coaching-banner')).toHaveTextContent('The AI is coaching · take control');
    unmount();
    current = viewWith({ coachedBy: 'manager', autopilot: 'off', autopilotIdleMinutes: 0 });
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.queryByTestId('coaching-banner')).not.toBeInTheDocument();
  });

  it('sets the autopilot from the controls, and "Leave it to the plan" hands over and says he may browse the club', () => {
    current = viewWith({ coachedBy: 'manager', autopilot: 'ai-after', autopilotIdleMinutes: 6 });
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    const coaching = screen.getByRole('region', { name: 'Coaching' });
    const select = within(coaching).getByLabelText('Autopilot');
    expect(select).toHaveValue('ai-after');
    expect(within(coaching).getByRole('option', { name: 'The AI after 6 idle minutes' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'off' } });
    expect(send).toHaveBeenLastCalledWith('autopilot', { mode: 'off', idleMinutes: null });

    fireEvent.click(within(coaching).getByRole('button', { name: 'Leave it to the plan' }));
    expect(send).toHaveBeenLastCalledWith('autopilot', { mode: 'plan', idleMinutes: null });
    expect(screen.getByTestId('left-to-plan')).toHaveTextContent('you may browse the club while it plays on');
    expect(within(coaching).queryByRole('link', { name: 'Game plan' })).not.toBeInTheDocument();
  });

  it('links the plan editor before tip-off', () => {
    current = viewWith({ coachedBy: 'manager', autopilot: 'off' }, 'not_started');
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByRole('link', { name: 'Game plan' })).toHaveAttribute('href', '/game-plan');
  });
});

describe('the feed', () => {
  const ev = (seq: number, type: string, text: string): LiveEventView => ({ seq, type, side: 'home', text, period: 4, clock: 300 - seq });
  it("tags the plan's lines, and only them", () => {
    const feed = [
      ev(3, 'plan', 'plan: ahead by 12, slowing the pace'),
      ev(2, 'plan', 'plan: timeout after a 8-0 run'),
      ev(1, 'rebound', 'Ricci grabs a rebound'),
    ];
    render(
      <LazyMotion features={domAnimation}>
        <LiveFeed feed={feed} />
      </LazyMotion>,
    );
    expect(screen.getByTestId('latest-event')).toHaveTextContent('Planplan: ahead by 12, slowing the pace');
    const lines = within(screen.getByTestId('feed')).getAllByRole('listitem');
    expect(within(lines[0] as HTMLElement).getByTestId('plan-tag')).toHaveTextContent('Plan');
    expect(within(lines[1] as HTMLElement).queryByTestId('plan-tag')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('plan-tag')).toHaveLength(2);
  });
});
