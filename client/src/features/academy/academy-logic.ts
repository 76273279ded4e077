/** The academy screen without React: how a youth player's potential reads while it is discovered. */
import type { YouthPlayer } from '@hardwood/shared';

export function potentialText(youth: Pick<YouthPlayer, 'discovery'>): string {
  const d = youth.discovery;
  if (d.status === 'hidden') return `Discovering potential… ${d.progress}%`;
  if (d.status === 'range') return `Potential ${d.min}–${d.max} · exact in ${d.exactIn} ${d.exactIn === 1 ? 'matchday' : 'matchdays'}`;
  return `Potential ${d.potential}`;
}

/** The discovery bar: hidden runs 0-100; a range is past it; exact is done. */
export function discoveryPct(youth: Pick<YouthPlayer, 'discovery'>): number {
  return youth.discovery.status === 'hidden' ? youth.discovery.progress : 100;
}
