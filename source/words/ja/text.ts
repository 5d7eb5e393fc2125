import type { text as english } from '../en/text.js';

export const text: typeof english = {};
