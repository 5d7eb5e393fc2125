import type { search as english } from '../en/search.js';

export const search: typeof english = {};
