/** Primitive domain types shared by the rules table and the schemas. */
export type Position = 'PG' | 'SG' | 'SF' | 'PF' | 'C';
export type SkillKey = 'shooting' | 'threePoint' | 'passing' | 'defense' | 'rebounding' | 'athletics' | 'basketballIQ';
export type Skills = Record<SkillKey, number>;
