export * from './history.js';
export * from './keys.js';
export * from './play.js';
export * from './solve-panel.js';
export * from './status.js';
