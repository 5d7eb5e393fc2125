import type { edit as english } from '../en/edit.js';

export const edit: typeof english = {};
