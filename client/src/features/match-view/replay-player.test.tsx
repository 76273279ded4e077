/**
 * The replay player: the timeline slider seeks by keyboard and by dragging,
 * the key moments are marked on it and their buttons jump there, a shot's
 * "Why?" opens its chance and reasons (in the feed and on the shot chart),
 * and the box score adds expected points when the shots carry chances.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../test/render';
import { replayTimelineFixture } from '../../test/replay-fixtures';
import { ReplayPlayer } from './ReplayPlayer';
import { parseShotFactors } from './shot-why';

const moment = () => screen.getByTestId('replay-moment').textContent;
const xPtsOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getByTestId('xpts').textContent;

describe('the replay player', () => {
  it('seeks by keyboard on the Timeline slider: arrows 5 s, Page Up and Down a minute, Home and End', () => {
    renderWithClient(<ReplayPlayer timeline={replayTimelineFixture()} />);
    const slider = screen.getByRole('slider', { name: 'Timeline' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Q1 10:00');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(slider).toHaveValue('60');
    expect(slider).toHaveAttribute('aria-valuetext', 'Q1 9:00');
    expect(screen.getByTestId('away-score')).toHaveTextContent('4');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Q1 8:55');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(slider).toHaveValue('55');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Q4 0:00');
    expect(screen.getByTestId('home-score')).toHaveTextContent('5');
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(moment()).toBe('Q4 1:00');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider).toHaveValue('0');
    // Never before the tip-off.
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(slider).toHaveValue('0');
  });

  it('seeks where the timeline is pressed and follows a drag, and only while pressed', () => {
    renderWithClient(<ReplayPlayer timeline={replayTimelineFixture()} />);
    const track = screen.getByTestId('timeline');
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 240,
      top: 0,
      height: 44,
      right: 240,
      bottom: 44,
    } as DOMRect);
    fireEvent.pointerDown(track, { clientX: 120, pointerId: 1 });
    expect(moment()).toBe('Q2 0:00');
    fireEvent.pointerMove(track, { clientX: 180, pointerId: 1 });
    expect(moment()).toBe('Q3 0:00');
    fireEvent.pointerUp(track, { clientX: 180, pointerId: 1 });
    // Let go, the match shows the second the timeline stopped at.
    expect(screen.getByTestId('away-score')).toHaveTextContent('4');
    fireEvent.pointerMove(track, { clientX: 30, pointerId: 1 });
    expect(moment()).toBe('Q3 0:00');
  });

  it('marks the key moments on the timeline and jumps to one from its button', () => {
    renderWithClient(<ReplayPlayer timeline={replayTimelineFixture()} />);
    // Two lead changes, the go-ahead basket and the two decisions.
    expect(screen.getAllByTestId('timeline-marker')).toHaveLength(5);
    const list = screen.getByRole('region', { name: 'Key moments' });
    fireEvent.click(within(list).getByRole('button', { name: /Away Club takes the lead, 3-4/ }));
    expect(moment()).toBe('Q1 9:00');
    expect(screen.getByTestId('away-score')).toHaveTextContent('4');
    fireEvent.click(within(list).getByRole('button', { name: /Cy Forward puts Home Club ahead, 5-4/ }));
    expect(moment()).toBe('Q4 1:40');
    expect(screen.getByTestId('home-score')).toHaveTextContent('5');
    fireEvent.click(within(list).getByRole('button', { name: /Home Club \(plan\): pace: fast/ }));
    expect(moment()).toBe('Q4 9:58');
  });

  it('opens a shot’s chance and reasons from its Why? toggle in the feed', () => {
    renderWithClient(<ReplayPlayer timeline={replayTimelineFixture()} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Timeline' }), { key: 'End' });
    const three = screen.getByText(/Ann Guard hits a three/).closest('li') as HTMLElement;
    const why = within(three).getByRole('button', { name: 'Why?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const lines = within(three).getByTestId('shot-why');
    expect(lines).toHaveTextContent('50% chance');
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['open three, good shooter+6', 'tired, 68 energy−5', 'zone defence+3']);
    // A free throw has its chance and no reasons; a play without a chance has no toggle.
    const freeThrow = screen.getByText(/Hal Wing makes a free throw \(1 pt\)/).closest('li') as HTMLElement;
    fireEvent.click(within(freeThrow).getByRole('button', { name: 'Why?' }));
    expect(within(freeThrow).getByTestId('shot-why')).toHaveTextContent(/^80% chance$/);
    const noChance = screen.getByText(/Cy Forward scores the go-ahead basket/).closest('li') as HTMLElement;
    expect(within(noChance).queryByRole('button', { name: 'Why?' })).toBeNull();
  });

  it('says a shot’s chance and reasons when it is picked on the shot chart', () => {
    renderWithClient(<ReplayPlayer timeline={replayTimelineFixture()} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Timeline' }), { key: 'End' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Shots' }), { button: 0 });
    const chart = screen.getByTestId('shot-chart');
    const shot = within(chart).getByRole('button', { name: /^Ann Guard, Above the break, made: 50% chance; open three, good shooter \+6/ });
    fireEvent.click(shot);
    expect(shot).toHaveAttribute('aria-pressed', 'true');
    const selected = within(chart).getByTestId('selected-shot');
    expect(selected).toHaveTextContent('Ann Guard · Above the break · made');
    expect(selected).toHaveTextContent('50% chance');
    expect(selected).toHaveTextContent('tired, 68 energy−5');
  });

  it('adds an xPts column beside PTS: each attempt’s chance times its value, up to the moment shown', () => {
    renderWithClient(<ReplayPlayer timeline={replayTimelineFixture()} />);
    const box = screen.getByRole('region', { name: 'Home Club' });
    expect(
      within(box)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'PTS', 'xPts', 'REB', 'AST', 'PF', 'MIN', 'OVR', 'NRG']);
    expect(xPtsOf('Cy Forward')).toBe('0.0');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Timeline' }), { key: 'End' });
    // 0.5 × 3; 0.8 + 0.8 + 0.6 × 2; 0.45 × 2 (the basket without a chance adds nothing).
    expect(xPtsOf('Ann Guard')).toBe('1.5');
    expect(xPtsOf('Hal Wing')).toBe('2.8');
    expect(xPtsOf('Cy Forward')).toBe('0.9');
  });

  it('has no xPts column when no event carries a chance', () => {
    const plain = replayTimelineFixture();
    plain.events = plain.events.map(({ chance: _c, why: _w, ...e }) => e);
    renderWithClient(<ReplayPlayer timeline={plain} />);
    expect(screen.queryByRole('columnheader', { name: 'xPts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Why?' })).toBeNull();
  });
});

describe('parseShotFactors', () => {
  it('reads label|points parts and leaves out what is missing or garbled', () => {
    expect(parseShotFactors('open three, good shooter|6; tired, 68 energy|-5; zone defence|3')).toEqual([
      { label: 'open three, good shooter', points: 6 },
      { label: 'tired, 68 energy', points: -5 },
      { label: 'zone defence', points: 3 },
    ]);
    expect(parseShotFactors(undefined)).toEqual([]);
    expect(parseShotFactors('')).toEqual([]);
    expect(parseShotFactors('no points; |4; guarded by A|b, c|; fast break|+2;')).toEqual([{ label: 'fast break', points: 2 }]);
  });
});
