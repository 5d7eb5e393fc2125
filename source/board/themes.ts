import type { StatusTone } from '../game/status.js';
import type { Verdict } from '../text/verdicts.js';
import type { CellMark, Tone } from './board-view.js';

/**
 * A colour as Ink takes it: one of the terminal's sixteen by name (drawn in
 * the player's palette), or `#rrggbb` (drawn as it says). Undefined is the
 * terminal's own foreground, the one colour always readable on its background.
 */
export type Colour = string | undefined;

/** Every colour that carries meaning on the screens that play a game. */
export type Theme = {
  /** The board's parts and pieces (`Tone`). */
  readonly tones: Readonly<Record<Tone, Colour>>;
  /** The marks on cells: cursor, pick, targets, hint, the last move. */
  readonly marks: Readonly<Record<CellMark, Colour>>;
  /** The status line: a solve, an error (the words say which too). */
  readonly status: Readonly<Record<StatusTone, Colour>>;
  /** A new record in the solved summary. */
  readonly record: Colour;
  /** The coach's verdict on a move (said in words too). */
  readonly verdicts: Readonly<Record<Verdict, Colour>>;
  /**
   * Painted behind the board and the status line, so that its colours keep
   * their contrast on any terminal, dark or light; unset, the terminal's own.
   */
  readonly background?: string;
};

export const THEME_NAMES = ['standard', 'high-contrast', 'colour-blind', 'light'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);

/**
 * The terminal's palette, with the board's lines and empty cells in its own
 * foreground: grey (bright black) is the background itself in Solarized Dark,
 * and walls drawn in it vanished there.
 */
const standard: Theme = {
  tones: {
    dark: 'blueBright',
    light: undefined,
    bright: 'yellow',
    piece: 'green',
    empty: undefined,
    socket: undefined,
    link: undefined,
    frame: undefined,
    mark: undefined,
    label: undefined,
  },
  marks: {
    cursor: 'yellowBright',
    picked: 'green',
    target: 'cyanBright',
    hint: 'magentaBright',
    moved: 'magentaBright',
  },
  status: { solved: 'green', error: 'redBright', info: undefined, prompt: undefined },
  record: 'yellowBright',
  verdicts: { closer: 'green', sideways: 'yellowBright', farther: 'redBright', lost: 'redBright' },
};

/** The board's lines, empty cells, brackets and labels all in one colour. */
const drawnIn = (colour: string) => ({
  empty: colour,
  socket: colour,
  link: colour,
  frame: colour,
  mark: colour,
  label: colour,
});

/** Pure colours on black: every one at least 7:1 against its background (WCAG AAA). */
const highContrast: Theme = {
  tones: {
    dark: '#00ffff',
    light: '#ffffff',
    bright: '#ffff00',
    piece: '#ffff00',
    ...drawnIn('#ffffff'),
  },
  marks: {
    cursor: '#ffff00',
    picked: '#00ff00',
    target: '#00ffff',
    hint: '#ff80ff',
    moved: '#ff80ff',
  },
  status: { solved: '#00ff00', error: '#ff8080', info: '#ffffff', prompt: '#ffffff' },
  record: '#ffff00',
  verdicts: { closer: '#00ff00', sideways: '#ffff00', farther: '#ff8080', lost: '#ff8080' },
  background: '#000000',
};

/**
 * Okabe and Ito's palette for colour-blind readers, on black: no two colours
 * that carry opposite meanings are a red and a green; good is blue, bad is
 * vermillion or orange, which every common colour vision tells apart.
 */
const colourBlind: Theme = {
  tones: {
    dark: '#56b4e9',
    light: '#e69f00',
    bright: '#f0e442',
    piece: '#009e73',
    ...drawnIn('#ffffff'),
  },
  marks: {
    cursor: '#f0e442',
    picked: '#d55e00',
    target: '#56b4e9',
    hint: '#cc79a7',
    moved: '#cc79a7',
  },
  status: { solved: '#56b4e9', error: '#e69f00', info: '#ffffff', prompt: '#ffffff' },
  record: '#f0e442',
  verdicts: { closer: '#56b4e9', sideways: '#f0e442', farther: '#e69f00', lost: '#e69f00' },
  background: '#000000',
};

/**
 * Dark on white, for a projector in a lit room (where a black screen washes
 * out to grey): every colour at least 7:1 against its white (WCAG AAA); the
 * pieces' glyphs (● ○) tell black from white, the colours say the rest.
 */
const light: Theme = {
  tones: {
    dark: '#00008b',
    light: '#7a3e00',
    bright: '#8b008b',
    piece: '#005a00',
    ...drawnIn('#000000'),
  },
  marks: {
    cursor: '#a00000',
    picked: '#005a00',
    target: '#004d80',
    hint: '#6a0080',
    moved: '#6a0080',
  },
  status: { solved: '#005a00', error: '#a00000', info: '#000000', prompt: '#000000' },
  record: '#6a0080',
  verdicts: { closer: '#005a00', sideways: '#7a3e00', farther: '#a00000', lost: '#a00000' },
  background: '#ffffff',
};

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  standard,
  'high-contrast': highContrast,
  'colour-blind': colourBlind,
  light,
};
