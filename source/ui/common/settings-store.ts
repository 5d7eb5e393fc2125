import type { Settings } from '../../store/settings.js';
import { words } from '../../words/words.js';

export type { Settings } from '../../store/settings.js';

/** Where the player's settings come from and go to; the app works without one (tests). */
export type SettingsStore = {
  /**
   * The settings (the defaults when there are none, or none readable), and a
   * sentence for the player when the file had to be set aside or left alone.
   */
  load(): { readonly settings: Settings; readonly notice?: string };
  /** Keeps `settings`; throws when it cannot write. */
  save(settings: Settings): void;
};

/**
 * The settings kept in the config folder. A damaged file is set aside and the
 * defaults used; a file from a newer tobikoe, or one that cannot be moved
 * aside, is left alone: nothing is written over it. Each is reported once, as
 * the records are.
 */
export const settingsStoreIn = async (folder: string): Promise<SettingsStore> => {
  const [{ DEFAULT_SETTINGS, loadSettings, saveSettings }, { storedNotice }] = await Promise.all([
    import('../../store/settings.js'),
    import('../../store/json-file.js'),
  ]);
  let writable = true;
  return {
    load: () => {
      const stored = loadSettings(folder);
      writable = stored.kind !== 'newer' && stored.kind !== 'stuck';
      return {
        settings: stored.kind === 'ok' ? stored.value : DEFAULT_SETTINGS,
        notice: storedNotice(stored, 'settings'),
      };
    },
    save: (settings) => {
      if (!writable) throw new Error(words().common.settingsLeftAlone);
      saveSettings(folder, settings);
    },
  };
};
