/** The player editor without React: form values, validation messages by field, the nationality list, search. */
import { playerFormSchema, skillsOf, type EditorPlayer, type EditorTeam, type PlayerForm, type Position } from '@hardwood/shared';

export type FormValues = {
  [K in keyof PlayerForm]-?: K extends 'name' | 'nationality' | 'avatarUrl' ? string : K extends 'position' ? Position : number;
};

/** defaults of a new form. */
export const FORM_DEFAULTS = { age: 20, height: 185, weight: 85, potential: 75, skill: 50 } as const;

/** The form of a new player: the defaults, no name, no nationality chosen yet. */
export function emptyForm(): FormValues {
  const skill = FORM_DEFAULTS.skill;
  return {
    name: '',
    position: 'PG',
    age: FORM_DEFAULTS.age,
    height: FORM_DEFAULTS.height,
    weight: FORM_DEFAULTS.weight,
    avatarUrl: '',
    nationality: '',
    potential: FORM_DEFAULTS.potential,
    shooting: skill,
    threePoint: skill,
    passing: skill,
    defense: skill,
    rebounding: skill,
    athletics: skill,
    basketballIQ: skill,
  };
}

export function formOf(p: EditorPlayer): FormValues {
  return {
    name: p.name,
    position: p.position,
    age: p.age,
    height: p.height,
    weight: p.weight,
    avatarUrl: p.avatarUrl ?? '',
    nationality: p.nationality,
    // Hidden until the career is a sandbox: the form holds a stand-in it never sends (see PlayerForm).
    potential: p.potential ?? FORM_DEFAULTS.potential,
    ...skillsOf(p),
  };
}

/** The shared schema's first message for each invalid field (empty when valid). */
export function formErrors(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const result = playerFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof FormValues, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof FormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** About 57 countries, sorted, with any the world's players have that the list lacks. */
const COUNTRIES = [
  'Albania',
  'Argentina',
  'Australia',
  'Austria',
  'Belgium',
  'Bosnia and Herzegovina',
  'Brazil',
  'Bulgaria',
  'Cameroon',
  'Canada',
  'China',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Dominican Republic',
  'Egypt',
  'Estonia',
  'Finland',
  'France',
  'Georgia',
  'Germany',
  'Greece',
  'Hungary',
  'Iceland',
  'Ireland',
  'Israel',
  'Italy',
  'Japan',
  'Latvia',
  'Lebanon',
  'Lithuania',
  'Luxembourg',
  'Mali',
  'Mexico',
  'Montenegro',
  'Netherlands',
  'New Zealand',
  'Nigeria',
  'North Macedonia',
  'Norway',
  'Philippines',
  'Poland',
  'Portugal',
  'Puerto Rico',
  'Romania',
  'Russia',
  'Senegal',
  'Serbia',
  'Slovakia',
  'Slovenia',
  'South Korea',
  'Spain',
  'Sweden',
  'Switzerland',
  'Turkey',
  'Ukraine',
  'United Kingdom',
  'USA',
];
export function nationalities(world: readonly EditorTeam[]): string[] {
  const all = new Set(COUNTRIES);
  for (const t of world) for (const p of t.players) if (p.nationality) all.add(p.nationality);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** The picker's groups filtered by a search over player and team names. */
export function searchWorld(world: readonly EditorTeam[], query: string): EditorTeam[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...world];
  return world
    .map((t) => (t.teamName.toLowerCase().includes(q) ? t : { ...t, players: t.players.filter((p) => p.name.toLowerCase().includes(q)) }))
    .filter((t) => t.players.length > 0);
}
