import type { review as english } from '../en/review.js';

export const review: typeof english = {};
