import { describe, expect, it } from 'vitest';
import { discoveryPct, potentialText } from './academy-logic';

describe('academy potential display', () => {
  it('reads hidden, range and exact potentials', () => {
    expect(potentialText({ discovery: { status: 'hidden', progress: 60 } })).toBe('Discovering potential… 60%');
    expect(potentialText({ discovery: { status: 'range', min: 40, max: 95, exactIn: 1 } })).toBe('Potential 40–95 · exact in 1 matchday');
    expect(potentialText({ discovery: { status: 'exact', potential: 81 } })).toBe('Potential 81');
    expect(discoveryPct({ discovery: { status: 'hidden', progress: 20 } })).toBe(20);
    expect(discoveryPct({ discovery: { status: 'exact', potential: 81 } })).toBe(100);
  });
});
