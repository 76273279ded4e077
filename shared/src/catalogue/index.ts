export * from './leagues.js';
export * from './names.js';
export * from './generate.js';
