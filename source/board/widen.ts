import { eastAsianWidth } from 'get-east-asian-width';
import type { Segment } from './board-view.js';

/**
 * A character of a drawing as two columns of a terminal that shows
 * ambiguous-width signs wide: such a sign (● ─ │ ╭) already takes two; a
 * printable ASCII one becomes its full-width form (A → Ａ, 1 → １); a space
 * becomes two; anything else is followed by a space.
 */
const widened = (character: string): string => {
  const code = character.codePointAt(0) ?? 0x20;
  if (code === 0x20) return '  ';
  if (code > 0x20 && code < 0x7f) return String.fromCodePoint(code + 0xfee0);
  return eastAsianWidth(code, { ambiguousAsWide: true }) === 2 ? character : `${character} `;
};

/**
 * A drawing for a terminal that shows ambiguous-width signs two columns wide:
 * every character cell of it takes two columns, so walls, pieces and blanks
 * line up again, as the pages' drawings do in such a terminal.
 */
export const widenRows = (rows: readonly (readonly Segment[])[]): Segment[][] =>
  rows.map((row) =>
    row.map((segment) => ({ ...segment, text: [...segment.text].map(widened).join('') })),
  );
