import type { keys as english } from '../en/keys.js';

export const keys: typeof english = {};
