import type { puzzles as english } from '../en/puzzles.js';

export const puzzles: typeof english = {};
