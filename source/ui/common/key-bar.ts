import {
  type Binding,
  type Features,
  hintAt,
  hintPlaces,
  type KeyPress,
  keyBarLine,
  pressFor,
} from '../../game/game.js';
import { displayText } from './display.js';

export type KeyBar = {
  /** The key bar's lines. */
  readonly lines: string[];
  /** A click at column `x` of line `y`: the hint there is pressed. */
  readonly onClick: (x: number, y: number) => void;
};

/** A screen's key bar (see `hintPlaces`) and what a click on one of its hints types. */
export const keyBar = <A extends string>(
  bindings: readonly Binding<A>[],
  {
    features,
    ascii,
    width,
    rows,
    words = {},
  }: {
    features: Features;
    ascii: boolean;
    width: number;
    rows: number;
    /** What fills a hint's `{option}` (see `hintPlaces`). */
    words?: Readonly<Record<string, string>>;
  },
  press: (input: string, key: KeyPress) => void,
): KeyBar => {
  // The words filled in are drawn as the display can show them (`L Japanese` under --ascii).
  const filled = Object.fromEntries(
    Object.entries(words).map(([name, word]) => [name, displayText(word, ascii)]),
  );
  const places = hintPlaces(bindings, features, ascii, width, rows, filled);
  return {
    lines: places.map((line) => keyBarLine(line, ascii)),
    onClick: (x, y) => {
      const binding = hintAt(places, x, y);
      const pressed = binding && pressFor(binding);
      if (pressed) press(...pressed);
    },
  };
};
