import type { analysis as english } from '../en/analysis.js';

export const analysis: typeof english = {};
