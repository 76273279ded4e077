import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { ScoreFlow } from './ScoreFlow';
import { livePlayer } from '../../test/fixtures';

const player = (id: string, overall: number): LivePlayerView => livePlayer(id, { name: id, overall });
// Ten players: the best eight count (the two worst, 40, do not).
const team = (side: 'home' | 'away', overall: number): LiveTeamView => ({
  id: side,
  name: side,
  side,
  managed: false,
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players: [...Array.from({ length: 8 }, (_, i) => player(`${side}${i}`, overall)), player(`${side}8`, 40), player(`${side}9`, 40)],
  onCourt: [],
});

describe('the score-flow chart', () => {
  it('shows the tip-off chance beside the two sides’ strengths, and the odds now in its caption', () => {
    render(
      <ScoreFlow
        flow={[2, 5]}
        home="Home"
        away="Away"
        chances={[80, 84, 88]}
        chanceNow={91}
        teams={{ home: team('home', 78), away: team('away', 70.5) }}
      />,
    );
    expect(screen.getByTestId('pregame-chance').textContent).toBe('At tip-off: Home 80% to win, strength 78.0 v 70.5 (best eight)');
    expect(screen.getByTestId('win-chance').textContent).toContain('Home 91% to win');
  });
});
