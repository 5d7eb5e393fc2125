import { join } from 'node:path';
import { Invalid, isRecord, readStored, type Stored, writeStored } from './json-file.js';

/** What the player chose once and keeps: the coach (`d`) on or off. */
export type Settings = { readonly coach: boolean };

export const DEFAULT_SETTINGS: Settings = { coach: false };

export const settingsPath = (folder: string): string => join(folder, 'settings.json');

export const loadSettings = (folder: string): Stored<Settings> =>
  readStored(settingsPath(folder), (body) => {
    const { settings } = body;
    if (!isRecord(settings) || typeof settings.coach !== 'boolean') {
      throw new Invalid('it holds no settings');
    }
    return { coach: settings.coach };
  });

export const saveSettings = (folder: string, settings: Settings): void => {
  writeStored(settingsPath(folder), { settings });
};
