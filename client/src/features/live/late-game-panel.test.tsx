import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tacticHint, type LiveMatchView, type LiveTeamView } from '@hardwood/shared';
import { LateGamePanel } from './LateGamePanel';

const team = (side: 'home' | 'away', managed: boolean, instructions = ''): LiveTeamView => ({
  id: side,
  name: side === 'home' ? 'Home Club' : 'Away Club',
  side,
  managed,
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players: [],
  onCourt: [],
  instructions,
});
const view = (instructions: string): LiveMatchView => ({
  matchId: 'm1',
  status: 'playing',
  quarter: 4,
  periodLabel: 'Q4',
  clock: 55,
  homeScore: 70,
  awayScore: 75,
  matchday: 1,
  round: 1,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home: team('home', true, instructions),
  away: team('away', false),
  events: [],
});

describe('the late-game instructions', () => {
  it('shows which are in force and toggles one with a message to the room', () => {
    const send = vi.fn();
    render(<LateGamePanel view={view('foul')} send={send} />);
    const foul = screen.getByRole('button', { name: 'Foul to stop the clock' });
    const runClock = screen.getByRole('button', { name: 'Run the clock' });
    expect(foul.getAttribute('aria-pressed')).toBe('true');
    expect(runClock.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Rest the starters' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(foul);
    expect(send).toHaveBeenLastCalledWith('instruction', { instruction: 'foul', on: false });
    fireEvent.click(runClock);
    expect(send).toHaveBeenLastCalledWith('instruction', { instruction: 'run-clock', on: true });
    // Each says in one line what it does.
    expect(screen.getByText(/the leader must make his free throws/)).toBeTruthy();
  });

  it('is not shown to a spectator of an AI game', () => {
    const v = view('');
    v.home.managed = false;
    const { container } = render(<LateGamePanel view={v} send={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});

/** The colours Tailwind gives the app: its theme, with the app's own @theme on top. */
function themeColours(): Map<string, string> {
  const tailwindTheme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');
  const appTheme = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../index.css'), 'utf8');
  const colours = new Map<string, string>();
  for (const css of [tailwindTheme, appTheme])
    for (const m of css.matchAll(/--color-([a-z]+-\d+):\s*([^;]+);/g)) colours.set(m[1] ?? '', (m[2] ?? '').trim());
  return colours;
}

/** Linear sRGB of a theme colour (hex or oklch). */
function linearRgb(value: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const n = parseInt(hex[1] ?? '0', 16);
    return [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  }
  const ok = /^oklch\(([\d.]+)%\s+([\d.]+)\s+([\d.]+)\)$/.exec(value);
  if (!ok) throw new Error(`unreadable colour ${value}`);
  const [L, C, h] = [Number(ok[1]) / 100, Number(ok[2]), (Number(ok[3]) * Math.PI) / 180];
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

function contrast(fg: string, bg: string): number {
  const lum = (v: string) => {
    const [r, g, b] = linearRgb(v);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text and background colours a button's classes give it at rest and under the cursor. */
function buttonColours(button: HTMLElement, colours: Map<string, string>) {
  const classes = button.className.split(/\s+/);
  const colour = (prefix: string) => {
    const token = classes.find((c) => c.startsWith(prefix) && colours.has(c.slice(prefix.length)));
    return token ? colours.get(token.slice(prefix.length)) : undefined;
  };
  const text = colour('text-');
  const background = colour('bg-');
  if (!text || !background) throw new Error(`no text or background colour in "${button.className}"`);
  return { text, background, hoverBackground: colour('hover:bg-') ?? background };
}

describe('the late-game instruction in force', () => {
  it('is pressed and readable at rest and under the cursor (WCAG AA, 4.5:1)', () => {
    render(<LateGamePanel view={view('run-clock')} send={vi.fn()} />);
    const pressed = screen.getByRole('button', { name: 'Run the clock', pressed: true });
    const colours = themeColours();
    const { text, background, hoverBackground } = buttonColours(pressed, colours);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    // The old button took the idle grey hover under the cursor: near-black on slate-700, about 1.9:1.
    expect(contrast(text, hoverBackground)).toBeGreaterThanOrEqual(4.5);
    // Marked beyond colour too.
    expect(pressed.textContent).toContain('✓');
    for (const idle of screen.getAllByRole('button', { pressed: false })) {
      const c = buttonColours(idle, colours);
      expect(contrast(c.text, c.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.text, c.hoverBackground)).toBeGreaterThanOrEqual(4.5);
      expect(idle.textContent).not.toContain('✓');
    }
  });
});

describe('the tactic hints', () => {
  it('say what each choice does and what it costs, from the rules table', () => {
    expect(tacticHint('pace', 'fast')).toBe(
      '+5% performance, +30% turnovers, 15% more possessions; tires your five 50% faster and theirs 20%: push when your five is the fresher (+3% a shot per 10 energy)',
    );
    expect(tacticHint('defense', 'full-court-press')).toBe(
      '+8% performance, +50% steals, +40% fouls; tires your five twice as fast, and a beaten press gives up easy shots (+10%): a burst when behind',
    );
    expect(tacticHint('defense', 'zone')).toContain('for a five that cannot shoot');
    expect(tacticHint('offense', 'inside')).toBe(
      '+4% shooting, +20% offensive rebounds, 15% of shots from three: for man-to-man; a zone packs the paint against it (twos −6%)',
    );
    expect(tacticHint('offense', 'balanced')).toBe('No bonus and no cost: the baseline.');
  });
});
