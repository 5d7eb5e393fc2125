import type { Settings } from '../../store/settings.js';

export type { Settings } from '../../store/settings.js';

/** Where the player's settings come from and go to; the app works without one (tests). */
export type SettingsStore = {
  /** The settings (the defaults when there are none, or none readable). */
  load(): Settings;
  /** Keeps `settings`; throws when it cannot write. */
  save(settings: Settings): void;
};

/**
 * The settings kept in the data directory. A damaged file is set aside and the
 * defaults used; a file from a newer tobikoe, or one that cannot be moved
 * aside, is left alone: nothing is written over it.
 */
export const settingsStoreIn = async (folder: string): Promise<SettingsStore> => {
  const { DEFAULT_SETTINGS, loadSettings, saveSettings } = await import('../../store/settings.js');
  let writable = true;
  return {
    load: () => {
      const stored = loadSettings(folder);
      writable = stored.kind !== 'newer' && stored.kind !== 'stuck';
      return stored.kind === 'ok' ? stored.value : DEFAULT_SETTINGS;
    },
    save: (settings) => {
      if (!writable)
        throw new Error('the settings file is left alone (from a newer tobikoe, or stuck)');
      saveSettings(folder, settings);
    },
  };
};
