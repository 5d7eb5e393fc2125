import type { solve as english } from '../en/solve.js';

export const solve: typeof english = {};
