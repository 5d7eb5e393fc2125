/**
 * Upright bars on a log scale, for charts a class reads across the room (the
 * growth of a search, two frontiers meeting): plain text, no Ink here.
 */

/** Eighths of a character, from the bottom up. */
const RISING_EIGHTHS = ['', '▁', '▂', '▃', '▄', '▅', '▆', '▇'];

/** How tall a bar of `value` stands among bars up to `most`, in eighths of `height` rows. */
export const barEighths = (value: number, most: number, height: number): number => {
  if (value <= 0 || most <= 0 || height <= 0) return 0;
  // Log scale, the largest bar full height; any bar above zero shows.
  const fraction = Math.log10(value + 1) / Math.log10(most + 1);
  return Math.max(1, Math.round(Math.min(1, fraction) * height * 8));
};

/**
 * One bar as `height` characters, the top row first: full blocks, a partial
 * block on top (ASCII: `#`, a half or more of a row rounding up).
 */
export const barCells = (eighths: number, height: number, ascii: boolean): string[] =>
  Array.from({ length: height }, (_, row) => {
    const fromBottom = height - 1 - row;
    const left = eighths - fromBottom * 8;
    if (left >= 8) return ascii ? '#' : '█';
    if (left <= 0) return ' ';
    if (ascii) return left >= 4 ? '#' : ' ';
    return RISING_EIGHTHS[left];
  });

/** How one iteration's nodes compare with the one before: `×6.2`, `×25`, `×0.07`. */
export const factorText = (factor: number): string => {
  if (!Number.isFinite(factor) || factor <= 0) return '';
  if (factor >= 10) return `×${Math.round(factor)}`;
  if (factor >= 1) return `×${factor.toFixed(1)}`;
  return `×${factor.toPrecision(1)}`;
};
