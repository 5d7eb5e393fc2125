import type { store as english } from '../en/store.js';

export const store: typeof english = {};
