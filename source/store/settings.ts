import { join } from 'node:path';
import { Invalid, isRecord, readStored, type Stored, writeStored } from './json-file.js';

/**
 * What the player chose once and keeps: the coach (`d`) on or off, and
 * whether the game takes the mouse (off leaves it to the terminal, to select text).
 */
export type Settings = { readonly coach: boolean; readonly mouse: boolean };

export const DEFAULT_SETTINGS: Settings = { coach: false, mouse: true };

export const settingsPath = (folder: string): string => join(folder, 'settings.json');

export const loadSettings = (folder: string): Stored<Settings> =>
  readStored(settingsPath(folder), (body) => {
    const { settings } = body;
    if (
      !isRecord(settings) ||
      typeof settings.coach !== 'boolean' ||
      !['boolean', 'undefined'].includes(typeof settings.mouse)
    ) {
      throw new Invalid('it holds no settings');
    }
    // Files from before the mouse have no word on it.
    return { coach: settings.coach, mouse: settings.mouse !== false };
  });

export const saveSettings = (folder: string, settings: Settings): void => {
  writeStored(settingsPath(folder), { settings });
};
