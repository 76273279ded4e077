/** An academy and its places, as the academy routes answer them, for the academy screen's tests. */
import type { AcademySlot } from '@hardwood/shared';

/** A place of the academy: empty, or held by a 14-year-old whose potential is still being discovered (`progress` %). */
export const academySlot = (id: string, position: AcademySlot['position'], playerId: string | null, progress = 40): AcademySlot => ({
  id,
  position,
  isOccupied: playerId !== null,
  youthPlayer: playerId
    ? {
        id: playerId,
        name: `Kid ${playerId}`,
        position,
        age: 14,
        overall: 45,
        potential: null,
        discovery: { status: 'hidden', progress },
        nationality: 'Italy',
        recruitedAtMatchday: 1,
      }
    : null,
});

/** A compact academy with `players` of its 5 places taken. */
export const compactAcademy = (players: number) => ({
  type: 'compact',
  name: 'Compact Academy',
  description: 'Small',
  capacity: 5,
  cost: 2_000_000,
  tournament: 'Regional Tournament',
  players,
  available: 5 - players,
  upgrades: [],
});
