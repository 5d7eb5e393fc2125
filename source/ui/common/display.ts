import { createContext, useContext } from 'react';
import { THEMES, type Theme, type ThemeName } from '../../board/themes.js';

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

export { displayText } from '../../text/ascii-signs.js';
