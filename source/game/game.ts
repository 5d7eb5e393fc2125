export * from './history.js';
export * from './key-table.js';
export * from './panel-state.js';
export { movesFrom, pieceName, shownBoard, targetsOf } from './pick-path.js';
export * from './play.js';
export * from './status.js';
