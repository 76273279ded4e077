/** The seven skills as mongoose fields, shared by template and career players. */
import { SKILL_DEFAULT, SKILL_KEYS, type SkillKey } from '@hardwood/shared';

export function skillFields(): Record<SkillKey, { type: NumberConstructor; default: number }> {
  return Object.fromEntries(SKILL_KEYS.map((k) => [k, { type: Number, default: SKILL_DEFAULT }])) as Record<
    SkillKey,
    { type: NumberConstructor; default: number }
  >;
}
