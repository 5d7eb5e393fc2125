import type { deal as english } from '../en/deal.js';

export const deal: typeof english = {};
