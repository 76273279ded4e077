export * from './types.js';
export * from './box-score.js';
export * from './match-rules.js';
export * from './create.js';
export * from './step.js';
export * from './simulate.js';
