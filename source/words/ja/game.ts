import type { game as english } from '../en/game.js';

export const game: typeof english = {};
