import type { CellMark, CellMarks } from './board-view.js';

/** Most important first: the one a segment reports and whose brackets are drawn. */
const PRIORITY: readonly CellMark[] = ['cursor', 'picked', 'target', 'hint', 'moved'];

/** Brackets drawn either side of a marked cell. A target on an empty cell changes its glyph instead. */
const BRACKETS: Readonly<Record<CellMark, readonly [string, string]>> = {
  cursor: ['[', ']'],
  picked: ['>', '<'],
  target: ['<', '>'],
  hint: ['{', '}'],
  moved: ['(', ')'],
};

export const marksOf = (marks: CellMarks | undefined, cell: number): readonly CellMark[] => {
  const found = marks?.get(cell);
  if (found === undefined) return [];
  return typeof found === 'string' ? [found] : found;
};

/**
 * Cells in the order their brackets are drawn: where two marked cells share a
 * place for a bracket (a wall, a gap in a compact row), the more important wins.
 */
export const bracketOrder = <T>(
  items: readonly T[],
  markOf: (item: T) => CellMark | undefined,
): T[] => {
  const rank = (item: T): number => {
    const mark = markOf(item);
    return mark === undefined ? PRIORITY.length : PRIORITY.indexOf(mark);
  };
  return [...items].sort((a, b) => rank(b) - rank(a));
};

export const leadingMark = (cellMarks: readonly CellMark[]): CellMark | undefined =>
  PRIORITY.find((mark) => cellMarks.includes(mark));

/**
 * The brackets to draw around a cell, or undefined when none are needed. The
 * cursor on a tip's cell keeps one brace of the tip, `[●}`, so both ends of a
 * tip stay in view wherever the cursor is; a picked piece under the cursor
 * stays `>●<`, as picked.
 */
export const bracketsOf = (
  cellMarks: readonly CellMark[],
  empty: boolean,
): readonly [string, string] | undefined => {
  const shown = PRIORITY.find((mark) => cellMarks.includes(mark) && !(mark === 'target' && empty));
  if (shown === undefined) return undefined;
  // The piece picked up keeps its `> <` under the cursor (the cursor is still drawn in inverse video).
  if (shown === 'cursor' && cellMarks.includes('picked')) return BRACKETS.picked;
  if (shown === 'cursor' && cellMarks.includes('hint'))
    return [BRACKETS.cursor[0], BRACKETS.hint[1]];
  return BRACKETS[shown];
};

/** What the play screen knows, as the marks the renderer draws. */
export type PlayMarks = {
  readonly cursor?: number;
  readonly picked?: number;
  readonly targets?: Iterable<number>;
  readonly moved?: Iterable<number>;
  readonly hint?: Iterable<number>;
};

export const markCells = (play: PlayMarks): CellMarks => {
  const marks = new Map<number, CellMark[]>();
  const add = (cell: number, mark: CellMark): void => {
    const list = marks.get(cell);
    if (list) list.push(mark);
    else marks.set(cell, [mark]);
  };
  if (play.cursor !== undefined) add(play.cursor, 'cursor');
  if (play.picked !== undefined) add(play.picked, 'picked');
  for (const cell of play.targets ?? []) add(cell, 'target');
  for (const cell of play.moved ?? []) add(cell, 'moved');
  for (const cell of play.hint ?? []) add(cell, 'hint');
  return marks;
};
