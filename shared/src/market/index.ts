export * from './valuation.js';
export * from './sale.js';
export * from './ai-moves.js';
export * from './trading-block/index.js';
