/**
 * The colour themes (#34 item 11): every colour that carries meaning keeps its
 * contrast against the background it is drawn on, the walls stay visible on
 * dark palettes such as Solarized Dark, and the colour-blind theme has no pair
 * of opposite meanings that a red-green colour blindness runs together.
 * Computed from the code's own theme table, as WCAG 2 defines contrast.
 */
import { describe, expect, it } from 'vitest';
import type { Segment, Tone } from '../source/board/board.js';
import { type Colour, THEME_NAMES, THEMES, type Theme } from '../source/board/themes.js';
import { segmentStyle } from '../source/ui/common/segment-rows.js';

type Rgb = readonly [number, number, number];

/** A terminal's palette: its background, its own foreground and its sixteen colours by Ink's names. */
type Palette = {
  readonly background: string;
  readonly foreground: string;
  readonly named: Readonly<Record<string, string>>;
};

const NAMES = [
  'black',
  'red',
  'green',
  'yellow',
  'blue',
  'magenta',
  'cyan',
  'white',
  'gray',
  'redBright',
  'greenBright',
  'yellowBright',
  'blueBright',
  'magentaBright',
  'cyanBright',
  'whiteBright',
];
const paletteOf = (
  background: string,
  foreground: string,
  sixteen: readonly string[],
): Palette => ({
  background,
  foreground,
  named: Object.fromEntries(NAMES.map((name, index) => [name, sixteen[index]])),
});

/** xterm's own colours on black. */
const XTERM = paletteOf('#000000', '#e5e5e5', [
  '#000000',
  '#cd0000',
  '#00cd00',
  '#cdcd00',
  '#0000ee',
  '#cd00cd',
  '#00cdcd',
  '#e5e5e5',
  '#7f7f7f',
  '#ff0000',
  '#00ff00',
  '#ffff00',
  '#5c5cff',
  '#ff00ff',
  '#00ffff',
  '#ffffff',
]);
/** Solarized Dark (Ethan Schoonover's values): bright black is base03, the background itself. */
const SOLARIZED = [
  '#073642',
  '#dc322f',
  '#859900',
  '#b58900',
  '#268bd2',
  '#d33682',
  '#2aa198',
  '#eee8d5',
  '#002b36',
  '#cb4b16',
  '#586e75',
  '#657b83',
  '#839496',
  '#6c71c4',
  '#93a1a1',
  '#fdf6e3',
];
const SOLARIZED_DARK = paletteOf('#002b36', '#839496', SOLARIZED);
const SOLARIZED_LIGHT = paletteOf('#fdf6e3', '#657b83', SOLARIZED);
const WHITE = paletteOf('#ffffff', '#000000', XTERM_SIXTEEN());
function XTERM_SIXTEEN(): string[] {
  return NAMES.map((name) => XTERM.named[name]);
}

const DARK = { xterm: XTERM, 'Solarized Dark': SOLARIZED_DARK };
const LIGHT = { 'xterm on white': WHITE, 'Solarized Light': SOLARIZED_LIGHT };

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

/** The colour on screen: a hex as it is, a name from the palette, none the terminal's foreground. */
const shown = (colour: Colour, palette: Palette): string => {
  if (colour === undefined) return palette.foreground;
  if (colour.startsWith('#')) return colour;
  const named = palette.named[colour];
  if (!named) throw new Error(`no colour named ${colour}`);
  return named;
};

/** Every colour of a theme that carries meaning, by where it is used. */
const meaningful = (theme: Theme): [string, Colour][] => [
  ...Object.entries(theme.tones),
  ...Object.entries(theme.marks).map(([mark, colour]): [string, Colour] => [
    `mark ${mark}`,
    colour,
  ]),
  ['status solved', theme.status.solved],
  ['status error', theme.status.error],
  ['a new record', theme.record],
  ...Object.entries(theme.verdicts).map(([verdict, colour]): [string, Colour] => [
    `verdict ${verdict}`,
    colour,
  ]),
];

/** Below these a colour is hard to make out (WCAG 2: 3:1 for graphics, 4.5:1 text, 7:1 enhanced). */
const NEEDS = { standard: 3, 'high-contrast': 7, 'colour-blind': 4.5, light: 7 } as const;

const lowest = (theme: Theme, palette: Palette, roles?: readonly string[]) => {
  const background = theme.background ?? palette.background;
  return meaningful(theme)
    .filter(([role]) => !roles || roles.includes(role))
    .map(([role, colour]) => ({ role, ratio: contrast(shown(colour, palette), background) }))
    .sort((a, b) => a.ratio - b.ratio)[0];
};

const WALLS: readonly Tone[] = ['frame', 'link', 'empty', 'socket'];

describe('colour themes', () => {
  it.each(THEME_NAMES)(
    '%s: every colour that means something stands out on dark terminals',
    (name) => {
      for (const [terminal, palette] of Object.entries(DARK)) {
        const worst = lowest(THEMES[name], palette);
        expect(worst.ratio, `${name} on ${terminal}: ${worst.role}`).toBeGreaterThanOrEqual(
          NEEDS[name],
        );
      }
    },
  );

  it.each(THEME_NAMES)(
    '%s: the walls, the links and the empty cells stand out on light terminals too',
    (name) => {
      for (const [terminal, palette] of Object.entries(LIGHT)) {
        const worst = lowest(THEMES[name], palette, WALLS);
        expect(worst.ratio, `${name} on ${terminal}: ${worst.role}`).toBeGreaterThanOrEqual(
          NEEDS[name],
        );
      }
    },
  );

  it.each(THEME_NAMES.filter((name) => THEMES[name].background !== undefined))(
    '%s paints its own background, so every colour holds on light terminals as well',
    (name) => {
      for (const [terminal, palette] of Object.entries(LIGHT)) {
        const worst = lowest(THEMES[name], palette);
        expect(worst.ratio, `${name} on ${terminal}: ${worst.role}`).toBeGreaterThanOrEqual(
          NEEDS[name],
        );
      }
    },
  );

  it.each(THEME_NAMES)('%s: the board draws its walls in the theme colour, never dim', (name) => {
    const theme = THEMES[name];
    for (const tone of WALLS) {
      const segment: Segment = { text: '│', tone };
      const style = segmentStyle(segment, true, theme);
      expect(style.dimColor, tone).toBeUndefined();
      expect(style.color, tone).toBe(theme.tones[tone]);
      expect(style.backgroundColor, tone).toBe(theme.background);
    }
  });
});

/**
 * Machado, Oliveira and Fernandes (2009), severity 1: what a protanope and a
 * deuteranope see, on linear RGB.
 */
const SIMULATIONS = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
} as const;

const seenAs = (hex: string, matrix: readonly (readonly number[])[]): number[] => {
  const channels = rgbOf(hex).map(linear);
  return matrix.map((row) => row.reduce((sum, weight, index) => sum + weight * channels[index], 0));
};
/** How far apart two colours look, as the distance of their simulated linear RGB (0 to √3). */
const apart = (a: string, b: string, matrix: readonly (readonly number[])[]): number => {
  const [x, y] = [seenAs(a, matrix), seenAs(b, matrix)];
  return Math.hypot(...x.map((value, index) => value - y[index]));
};

describe('the colour-blind theme', () => {
  const theme = THEMES['colour-blind'];
  /** Colours whose difference is the whole message: they must never look alike. */
  const opposites: [string, Colour, Colour][] = [
    ['solved and error', theme.status.solved, theme.status.error],
    ['closer and farther', theme.verdicts.closer, theme.verdicts.farther],
    ['picked and target', theme.marks.picked, theme.marks.target],
    ['dark and light pieces', theme.tones.dark, theme.tones.light],
    ['the cursor and the last move', theme.marks.cursor, theme.marks.moved],
  ];
  it.each(Object.entries(SIMULATIONS))('tells opposites apart with %s', (_, matrix) => {
    for (const [pair, a, b] of opposites) {
      const [x, y] = [shown(a, XTERM), shown(b, XTERM)];
      expect(apart(x, y, matrix), pair).toBeGreaterThan(0.25);
    }
  });

  it('the measure sees what it is for: a red and a green run together', () => {
    expect(apart('#d55e00', '#009e73', SIMULATIONS.deuteranopia)).toBeLessThan(0.25);
  });
});
