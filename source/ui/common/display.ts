import { createContext, useContext } from 'react';
import { THEMES, type Theme, type ThemeName } from '../../board/themes.js';
import { ASCII_LANGUAGE_NAMES, LANGUAGE_NAMES } from '../../words/language.js';

/** How the app draws: colour (NO_COLOR turns it off), plain ASCII, and a fixed size for tests. */
export type Display = {
  readonly color: boolean;
  readonly ascii: boolean;
  /** Boards whose pieces are lines drawn without inner walls in colour too (the player's setting). */
  readonly plainWalls?: boolean;
  /** The colours (`--theme`, the `theme` setting); unset, the terminal's palette. */
  readonly theme?: ThemeName;
  /**
   * The board said as rows of words and the status line last, no drawing
   * (`--screen-reader`, the `screenReader` setting, or Ink's own screen-reader mode).
   */
  readonly screenReader?: boolean;
  /** When set, used instead of the terminal's size (tests). */
  readonly size?: TerminalSize;
};

export type TerminalSize = { readonly columns: number; readonly rows: number };

/**
 * Whether to draw in colour: not with `--no-color`; else as FORCE_COLOR says
 * when set (0 or false: no; anything else: yes), which wins over NO_COLOR as
 * it does for Node itself; else not when NO_COLOR (https://no-color.org) has
 * any non-empty value.
 */
export const colorFromEnv = (
  env: NodeJS.ProcessEnv = process.env,
  noColorFlag = false,
): boolean => {
  if (noColorFlag) return false;
  const force = env.FORCE_COLOR;
  if (typeof force === 'string' && force !== '') return force !== '0' && force !== 'false';
  return !(typeof env.NO_COLOR === 'string' && env.NO_COLOR !== '');
};

export const DisplayContext = createContext<Display>({ color: true, ascii: false });

export const useDisplay = (): Display => useContext(DisplayContext);

/** The colours this display draws in. */
export const themeOf = (display: Display): Theme => THEMES[display.theme ?? 'standard'];

/** How every board is drawn on this display: its characters and whether inner walls stay. */
export const boardLook = ({ color, ascii, plainWalls }: Display) => ({
  ascii,
  monochrome: !color || ascii,
  plainWalls: plainWalls === true,
});

const ASCII_FOR: Readonly<Record<string, string>> = {
  '·': '|',
  '—': '-',
  '–': '-',
  '…': '...',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↓': 'v',
  '×': 'x',
  '²': '^2',
  '❯': '>',
  '★': '*',
  '≤': '<=',
  '▶': '>',
  '❚': '|',
  '▸': '>',
  '◂': '<',
  '◆': '*',
  '≈': '~',
  '●': '*',
};

/** Any of the signs above. */
const ASCII_SIGNS = new RegExp(`[${Object.keys(ASCII_FOR).join('')}]`, 'g');

/** Words an English screen shows in another script: each language by its own name. */
const ASCII_WORDS: readonly (readonly [string, string])[] = Object.entries(LANGUAGE_NAMES)
  .map(
    ([named, name]) => [name, ASCII_LANGUAGE_NAMES[named as keyof typeof LANGUAGE_NAMES]] as const,
  )
  .filter(([name, spelled]) => name !== spelled);

/**
 * Text as the display can show it: with `ascii`, the few non-ASCII signs the
 * app uses, and the words it writes in another script (`日本語`), are spelled out.
 */
export const displayText = (text: string, ascii: boolean): string =>
  ascii
    ? ASCII_WORDS.reduce(
        (spelled, [word, plain]) => spelled.replaceAll(word, plain),
        text.replace(ASCII_SIGNS, (sign) => ASCII_FOR[sign] ?? sign),
      )
    : text;
