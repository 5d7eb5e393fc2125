import type { FlagSpec } from '../commands/specs.js';
import { LATIN_RUN, NO_LINE_END, NO_LINE_START, simpleColumns } from '../text/columns.js';

/*
 * How help pages are laid out: 80 columns, flags in a column, words wrapped
 * (Japanese between characters). The overview and each command's page share it.
 */

export const FLAG_COLUMN = 18;

/** `--algo A`, `--json`: a flag as usage lines write it. */
export const flagUsage = (name: string, value: string): string =>
  value ? `--${name} ${value}` : `--${name}`;

export const specValue = (spec: FlagSpec): string => (spec.kind === 'boolean' ? '' : spec.value);

export const WIDTH = 80;
/** Lines are indented by four spaces under their heading. */
export const INDENT = 4;
export const SUMMARY_INDENT = 6;
/** Where a usage line that does not fit goes on. */
export const CONTINUED = ' '.repeat(10);
export const NO_BREAK = '\u00a0';

/** Columns of help text (all plain signs: string-width is not loaded for `--help`). */
export const columns = (text: string): number => simpleColumns(text) ?? [...text].length;

/**
 * The pieces of a Japanese paragraph a line may break between: every
 * character, except that Latin runs (`--limit-s`) stay whole, closing signs
 * stay with what is before and opening signs with what follows. (Not the
 * word segmenter: its dictionary would cost `--help` tens of milliseconds.)
 */
const widePieces = (word: string): string[] => {
  const pieces: string[] = [];
  let carried = '';
  let latin = false;
  for (const char of word) {
    const wasLatin = latin;
    latin = LATIN_RUN.test(char);
    const last = pieces.length - 1;
    if (last >= 0 && carried === '' && ((wasLatin && latin) || NO_LINE_START.test(char))) {
      pieces[last] += char;
    } else if (NO_LINE_END.test(char)) carried += char;
    else {
      pieces.push(carried + char);
      carried = '';
    }
  }
  return carried === '' ? pieces : [...pieces, carried];
};

/** Japanese text in lines of at most `width` columns. */
const wrapWide = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    widePieces(word).forEach((piece, index) => {
      const joined = line === '' ? piece : `${line}${index === 0 ? ' ' : ''}${piece}`;
      if (line === '' || columns(joined) <= width) line = joined;
      else {
        lines.push(line);
        line = piece;
      }
    });
  }
  return line ? [...lines, line] : lines;
};

/**
 * Words of `text` in lines of at most `width` columns: split at spaces (a
 * no-break space holds a flag to its value), Japanese also between characters.
 */
export const wrap = (text: string, width: number): string[] => {
  if (text.includes('\n')) return text.split('\n').flatMap((part) => wrap(part, width));
  if (columns(text) !== text.length) return wrapWide(text, width);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
};

/** `left` padded to `column`, then `right` wrapped to the width (on the next line when `left` is long). */
export const row = (left: string, right: string, column: number): string => {
  const beside = columns(left) < column - 1;
  // Too long to stand beside: the words go under it, a little indented.
  const at = beside ? column : Math.min(column, SUMMARY_INDENT);
  const body = wrap(right, WIDTH - INDENT - at).map((line) => `${' '.repeat(at)}${line}`);
  if (beside) body[0] = `${left}${' '.repeat(column - columns(left))}${body[0].trimStart()}`;
  else body.unshift(left);
  return body.join('\n');
};

export const indent = (lines: readonly string[]): string[] =>
  lines.flatMap((line) => line.split('\n')).map((line) => (line ? `    ${line}` : line));
