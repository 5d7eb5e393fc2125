import { join } from 'node:path';
import { isThemeName, type ThemeName } from '../board/themes.js';
import { isLanguage, type Language } from '../words/language.js';
import { words } from '../words/words.js';
import { Invalid, isRecord, readStored, type Stored, writeStored } from './json-file.js';

/**
 * What the player chose once and keeps: the coach (`d`) on or off, whether
 * the game takes the mouse (off leaves it to the terminal, to select text),
 * the language when chosen in the app (else the locale's), and whether the
 * terminal draws ambiguous-width signs two columns wide.
 */
export type Settings = {
  /** The coach on or off as last left, kept for the next game only with `coachCarries`. */
  readonly coach: boolean;
  /** The coach stays as `d` left it from one game to the next; unset means each game starts without it. */
  readonly coachCarries?: boolean;
  readonly mouse: boolean;
  readonly language?: Language;
  /** Unset: asked of the terminal where it matters. */
  readonly wide?: boolean;
  /** Presentation size (`z`): boards drawn larger in a large window; unset means on. */
  readonly large?: boolean;
  /** A piece with one legal move plays it when picked; unset means on. */
  readonly onlyMove?: boolean;
  /** `p`: boards whose pieces are lines drawn without inner walls in colour too; unset means off. */
  readonly plainWalls?: boolean;
  /** The colours (`--theme` for one run); unset means the terminal's palette. */
  readonly theme?: ThemeName;
  /** The board as rows of words for a screen reader (`--screen-reader` for one run); unset means off. */
  readonly screenReader?: boolean;
};

export const DEFAULT_SETTINGS: Settings = { coach: false, mouse: true };

export const settingsPath = (folder: string): string => join(folder, 'settings.json');

export const loadSettings = (folder: string): Stored<Settings> =>
  readStored(settingsPath(folder), (body) => {
    const { settings } = body;
    if (
      !isRecord(settings) ||
      typeof settings.coach !== 'boolean' ||
      !['boolean', 'undefined'].includes(typeof settings.mouse) ||
      !['boolean', 'undefined'].includes(typeof settings.coachCarries) ||
      !['boolean', 'undefined'].includes(typeof settings.wide) ||
      !['boolean', 'undefined'].includes(typeof settings.large) ||
      !['boolean', 'undefined'].includes(typeof settings.onlyMove) ||
      !['boolean', 'undefined'].includes(typeof settings.plainWalls) ||
      !['boolean', 'undefined'].includes(typeof settings.screenReader) ||
      !(settings.theme === undefined || isThemeName(settings.theme)) ||
      !(settings.language === undefined || isLanguage(settings.language))
    ) {
      throw new Invalid(words().store.settings.none);
    }
    // Files from before the mouse, the languages or wide signs have no word on them.
    return {
      coach: settings.coach,
      mouse: settings.mouse !== false,
      ...(typeof settings.coachCarries === 'boolean'
        ? { coachCarries: settings.coachCarries }
        : {}),
      ...(typeof settings.wide === 'boolean' ? { wide: settings.wide } : {}),
      ...(typeof settings.large === 'boolean' ? { large: settings.large } : {}),
      ...(typeof settings.onlyMove === 'boolean' ? { onlyMove: settings.onlyMove } : {}),
      ...(typeof settings.plainWalls === 'boolean' ? { plainWalls: settings.plainWalls } : {}),
      ...(typeof settings.screenReader === 'boolean'
        ? { screenReader: settings.screenReader }
        : {}),
      ...(isThemeName(settings.theme) ? { theme: settings.theme } : {}),
      ...(isLanguage(settings.language) ? { language: settings.language } : {}),
    };
  });

export const saveSettings = (folder: string, settings: Settings): void => {
  writeStored(settingsPath(folder), { settings });
};
