/** The colours a recording is drawn in: a dark terminal's, the 256 of xterm's palette. */

export type Colour = `#${string}`;

export const THEME = {
  background: '#1e1e1e',
  text: '#d4d4d4',
} as const satisfies Record<string, Colour>;

/** The 16 named colours (black, red, green, yellow, blue, magenta, cyan, white; then bright). */
const NAMED: readonly Colour[] = [
  '#000000',
  '#cd3131',
  '#0dbc79',
  '#e5e510',
  '#2472c8',
  '#bc3fbc',
  '#11a8cd',
  '#e5e5e5',
  '#666666',
  '#f14c4c',
  '#23d18b',
  '#f5f543',
  '#3b8eea',
  '#d670d6',
  '#29b8db',
  '#ffffff',
];

const hex = (value: number): string => value.toString(16).padStart(2, '0');
const CUBE = [0, 95, 135, 175, 215, 255];

/** Colour `index` of the 256: the named 16, the 6×6×6 cube, then 24 greys. */
export const paletteColour = (index: number): Colour => {
  if (index < 16) return NAMED[index] ?? THEME.text;
  if (index < 232) {
    const cube = index - 16;
    return `#${hex(CUBE[Math.floor(cube / 36)])}${hex(CUBE[Math.floor(cube / 6) % 6])}${hex(CUBE[cube % 6])}`;
  }
  const grey = 8 + (index - 232) * 10;
  return `#${hex(grey)}${hex(grey)}${hex(grey)}`;
};
