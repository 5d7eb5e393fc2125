import type { play as english } from '../en/play.js';

export const play: typeof english = {};
