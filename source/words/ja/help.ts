import type { help as english } from '../en/help.js';

export const help: typeof english = {};
