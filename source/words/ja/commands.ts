import type { commands as english } from '../en/commands.js';

export const commands: typeof english = {};
