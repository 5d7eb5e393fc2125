/**
 * Digits and tile letters three characters wide and three tall, for the board
 * at presentation size: heavy box lines, or `_` and `|` as on a seven-segment
 * display where the drawing is ASCII.
 */

/** How many rows and columns a large character takes. */
export const BLOCK_ROWS = 3;

const LINES: Readonly<Record<string, readonly [string, string, string]>> = {
  '0': ['┏━┓', '┃ ┃', '┗━┛'],
  '1': ['╺┓ ', ' ┃ ', '╺┻╸'],
  '2': ['╺━┓', '┏━┛', '┗━╸'],
  '3': ['╺━┓', ' ━┫', '╺━┛'],
  '4': ['╻ ╻', '┗━┫', '  ╹'],
  '5': ['┏━╸', '┗━┓', '╺━┛'],
  '6': ['┏━╸', '┣━┓', '┗━┛'],
  '7': ['╺━┓', '  ┃', '  ╹'],
  '8': ['┏━┓', '┣━┫', '┗━┛'],
  '9': ['┏━┓', '┗━┫', '╺━┛'],
  A: ['┏━┓', '┣━┫', '╹ ╹'],
  B: ['┳━┓', '┣━┫', '┻━┛'],
  C: ['┏━╸', '┃  ', '┗━╸'],
  D: ['┳━┓', '┃ ┃', '┻━┛'],
  E: ['┏━╸', '┣━╸', '┗━╸'],
  F: ['┏━╸', '┣━╸', '╹  '],
  G: ['┏━╸', '┃╺┓', '┗━┛'],
  H: ['╻ ╻', '┣━┫', '╹ ╹'],
  I: ['╺┳╸', ' ┃ ', '╺┻╸'],
  J: ['  ╻', '  ┃', '┗━┛'],
  K: ['╻ ╻', '┣┳┛', '╹┗╸'],
  L: ['╻  ', '┃  ', '┗━╸'],
  M: ['┏┳┓', '┃┃┃', '╹╹╹'],
  N: ['┏┓╻', '┃┗┫', '╹ ╹'],
  O: ['┏━┓', '┃ ┃', '┗━┛'],
};

const SEGMENTS: Readonly<Record<string, readonly [string, string, string]>> = {
  '0': [' _ ', '| |', '|_|'],
  '1': ['   ', '  |', '  |'],
  '2': [' _ ', ' _|', '|_ '],
  '3': [' _ ', ' _|', ' _|'],
  '4': ['   ', '|_|', '  |'],
  '5': [' _ ', '|_ ', ' _|'],
  '6': [' _ ', '|_ ', '|_|'],
  '7': [' _ ', '  |', '  |'],
  '8': [' _ ', '|_|', '|_|'],
  '9': [' _ ', '|_|', ' _|'],
  A: [' _ ', '|_|', '| |'],
  B: ['   ', '|_ ', '|_|'],
  C: [' _ ', '|  ', '|_ '],
  D: ['   ', ' _|', '|_|'],
  E: [' _ ', '|_ ', '|_ '],
  F: [' _ ', '|_ ', '|  '],
  G: [' _ ', '|  ', '|_|'],
  H: ['   ', '|_|', '| |'],
  I: ['   ', ' | ', ' | '],
  J: ['   ', '  |', '|_|'],
  K: ['   ', '|_/', '| \\'],
  L: ['   ', '|  ', '|_ '],
  M: ['   ', '|v|', '| |'],
  N: ['   ', '|\\|', '| |'],
  O: [' _ ', '| |', '|_|'],
};

/** `text`'s characters side by side, a column apart, as three rows; undefined if one has no large form. */
export const blockRows = (text: string, ascii: boolean): string[] | undefined => {
  const font = ascii ? SEGMENTS : LINES;
  const glyphs = [...text].map((ch) => (Object.hasOwn(font, ch) ? font[ch] : undefined));
  if (glyphs.some((glyph) => glyph === undefined)) return undefined;
  return Array.from({ length: BLOCK_ROWS }, (_, row) =>
    glyphs.map((glyph) => glyph?.[row] ?? '').join(' '),
  );
};
