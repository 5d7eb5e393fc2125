import { useMemo, useState } from 'react';
import { DEFAULT_SETTINGS, type Settings } from '../store/settings.js';
import { language, setLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import type { Display } from './common/display.js';
import type { SettingsStore } from './common/settings-store.js';

/**
 * The player's settings as the app holds them: read once, changed by the
 * keys that change them (the coach, presentation size, plain walls, the
 * language) and kept at once; the display they make with the flags.
 */
export const useAppSettings = (settingsStore: SettingsStore | undefined, display: Display) => {
  const [kept] = useState(() => settingsStore?.load());
  const [settings, setSettings] = useState<Settings>(() => kept?.settings ?? DEFAULT_SETTINGS);
  // The coach (`d`): each game starts without it, unless the setting carries it from one to the next.
  const carries = settings.coachCarries === true;
  const [coachIn, setCoachIn] = useState<{ readonly serial: number; readonly on: boolean }>();
  /** Changes settings and keeps them; the reason when they could not be kept. */
  const keep = (change: Partial<Settings>): string | undefined => {
    const next = { ...settings, ...change };
    setSettings(next);
    try {
      settingsStore?.save(next);
      return undefined;
    } catch (problem) {
      return problem instanceof Error ? problem.message : String(problem);
    }
  };
  /** `d` in the game `serial`: the coach on or off, kept in the settings when it carries; says why if it could not be kept. */
  const onCoach = (serial: number, on: boolean): string | undefined => {
    setCoachIn({ serial, on });
    if (!carries) return undefined;
    const reason = keep({ coach: on });
    return reason === undefined ? undefined : words().common.coachNotKept(on, reason);
  };
  const coachOnIn = (serial: number): boolean =>
    carries ? settings.coach : coachIn?.serial === serial && coachIn.on;
  /** `z`: presentation size on or off, kept for next time (a setting that cannot be kept still applies). */
  const onLarge = (on: boolean): void => {
    keep({ large: on });
  };
  /** `p`: boards of line pieces without inner walls, in colour too, kept for next time. */
  const onPlainWalls = (on: boolean): void => {
    keep({ plainWalls: on });
  };
  /** `L` in the menu: the other language, from this screen on, kept for next time. */
  const onLanguage = (): void => {
    const next = language() === 'en' ? 'ja' : 'en';
    setLanguage(next);
    keep({ language: next });
  };
  const plainWalls = settings.plainWalls === true;
  // A flag (already in `display`) wins over the setting for its run.
  const theme = display.theme ?? settings.theme;
  const screenReader = display.screenReader === true || settings.screenReader === true;
  const shownDisplay = useMemo(
    () => ({ ...display, plainWalls, ...(theme ? { theme } : {}), screenReader }),
    [display, plainWalls, theme, screenReader],
  );
  return {
    settings,
    /** What was said of a damaged settings file set aside. */
    settingsNotice: kept?.notice,
    onCoach,
    coachOnIn,
    onLarge,
    onPlainWalls,
    onLanguage,
    shownDisplay,
  };
};
