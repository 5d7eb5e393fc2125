/**
 * Whether the terminal draws the East Asian ambiguous-width characters
 * (● ○ ◎ □ ─ │ ┌ · → …) two columns wide, as many Japanese terminals do
 * (`--ambiguous wide`). It is the terminal's, so it holds for the whole run:
 * every measure of text (string-width, and through it Ink's layout) reads it,
 * and drawings are widened to match (see `board/widen.ts`).
 */
const WIDE = Symbol.for('string-width.ambiguous-wide');

type Marked = { [WIDE]?: boolean };

export const setAmbiguousWide = (wide: boolean): void => {
  (globalThis as Marked)[WIDE] = wide;
};

export const ambiguousWide = (): boolean => (globalThis as Marked)[WIDE] === true;
