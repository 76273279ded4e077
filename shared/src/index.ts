export * from './types.js';
export * from './rules.js';
export * from './rng.js';
export * from './formulas.js';
export * from './standings.js';
export * from './schedule.js';
export * from './schemas.js';
