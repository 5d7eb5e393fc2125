import type { menu as english } from '../en/menu.js';

export const menu: typeof english = {};
