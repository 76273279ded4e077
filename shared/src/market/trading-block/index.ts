export * from './judge.js';
export * from './offers.js';
