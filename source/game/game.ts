export * from './history.js';
export * from './key-table.js';
export * from './panel-state.js';
export * from './play.js';
export * from './status.js';
