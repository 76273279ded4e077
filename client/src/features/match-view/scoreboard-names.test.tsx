import { render, screen } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveMatchView, LiveTeamView } from '@hardwood/shared';
import { Scoreboard } from './Scoreboard';

/**
 * jsdom lays nothing out, so the names get a small layout of their own, that
 * of the phone's sticky score bar at 375 px: a name's column is about 114 px
 * (375 less the page's and the bar's padding, the score "92 - 95" and the
 * gaps), text-sm semibold about 7.5 px a character. Whole words wrap unless
 * the element keeps to one line (`truncate`, `whitespace-nowrap`); a
 * `line-clamp-N` shows N lines at most.
 */
const COLUMN_PX = 114;
const CHAR_PX = 7.5;
const LINE_PX = 18;
const NAME_IDS = new Set(['home-name', 'away-name']);

function phoneLayout(el: HTMLElement) {
  const text = el.textContent ?? '';
  const nowrap = /\b(truncate|whitespace-nowrap)\b/.test(el.className);
  const clamp = /\bline-clamp-(\d)\b/.exec(el.className);
  const perLine = Math.floor(COLUMN_PX / CHAR_PX);
  const lines: string[] = [];
  if (nowrap) lines.push(text);
  else
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = lines.at(-1);
      if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
  const shownLines = Math.min(lines.length, clamp ? Number(clamp[1]) : nowrap ? 1 : lines.length);
  return {
    clientWidth: COLUMN_PX,
    scrollWidth: Math.max(0, ...lines.map((l) => l.length * CHAR_PX)),
    clientHeight: shownLines * LINE_PX,
    scrollHeight: lines.length * LINE_PX,
  };
}

const MEASURES = ['clientWidth', 'scrollWidth', 'clientHeight', 'scrollHeight'] as const;
const saved = MEASURES.map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const);
beforeEach(() => {
  for (const key of MEASURES)
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return NAME_IDS.has(this.dataset.testid ?? '') ? phoneLayout(this)[key] : 0;
      },
    });
});
afterEach(() => {
  for (const [key, descriptor] of saved) if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
});

const team = (side: 'home' | 'away', name: string): LiveTeamView => ({
  id: side,
  name,
  side,
  managed: false,
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players: [],
  onCourt: [],
});
const view = (home: string, away: string): LiveMatchView => ({
  matchId: 'm1',
  status: 'paused',
  quarter: 4,
  periodLabel: 'Q4',
  clock: 11,
  homeScore: 92,
  awayScore: 95,
  matchday: 1,
  round: 1,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home: team('home', home),
  away: team('away', away),
  events: [],
});

function showBar(home: string, away: string) {
  render(
    <LazyMotion features={domAnimation}>
      <Scoreboard view={view(home, away)} compact />
    </LazyMotion>,
  );
  return { home: screen.getByTestId('home-name'), away: screen.getByTestId('away-name') };
}

/** Whether the name as laid out shows all of its text (nothing cut on the line or below the last line shown). */
const shownWhole = (el: HTMLElement) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight;

describe('the phone score bar’s team names', () => {
  it('shows names that fit on two lines in full, not cut on one', () => {
    // The old bar kept each name to one line with an ellipsis: "Virtus Bologna Knights" lost "…nights" with a second line free.
    const { home, away } = showBar('Virtus Bologna Knights', 'Panathinaikos Shamrocks');
    expect(home).toHaveTextContent('Virtus Bologna Knights');
    expect(away).toHaveTextContent('Panathinaikos Shamrocks');
    expect(shownWhole(home)).toBe(true);
    expect(shownWhole(away)).toBe(true);
  });

  it('shows the club’s short name, whole, only when two lines cannot hold the full one', () => {
    const { home, away } = showBar('Dinamo Sassari Banco di Sardegna Basket', 'Virtus Bologna Knights');
    expect(home.textContent).toBe('Dinamo');
    expect(home).toHaveAttribute('title', 'Dinamo Sassari Banco di Sardegna Basket');
    expect(shownWhole(home)).toBe(true);
    expect(away).toHaveTextContent('Virtus Bologna Knights');
    expect(away).not.toHaveAttribute('title');
  });
});
