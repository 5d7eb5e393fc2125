import type { common as english } from '../en/common.js';

export const common: typeof english = {};
