import { legendRows, numberFigure, pieceLegend, plainLines } from '../../board/board.js';
import { type Features, helpRule, keyTable } from '../../game/game.js';
import { timeRule } from '../../game/play-time.js';
import type { Puzzle, PuzzleEntry } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { displayText } from '../common/display.js';
import { columns, padColumns, truncateWords, wrapText } from '../common/truncate.js';

export type HelpLine = {
  readonly text: string;
  readonly kind: 'title' | 'heading' | 'text' | 'key';
};

/** The keys' column: at least this wide, wider when a binding's keys need it, up to the most. */
const KEY_COLUMN = 20;
const KEY_COLUMN_MOST = 30;

/** Tips, answers and moves speak in cell numbers: the page's numbering figure, last. */
const numbering = (puzzle: Puzzle | undefined, width: number, ascii: boolean): HelpLine[] => {
  if (!puzzle) return [];
  return [
    { text: '', kind: 'text' },
    ...wrapText(words().help.numbering, width).map((text): HelpLine => ({ text, kind: 'heading' })),
    ...plainLines(numberFigure(puzzle, { ascii })).map(
      (line): HelpLine => ({ text: `  ${line}`, kind: 'text' }),
    ),
  ];
};

/** The help screen as lines of at most `width` characters: rules, goal, the page's figure, keys. */
export const helpLines = (
  entry: PuzzleEntry,
  puzzle: Puzzle | undefined,
  features: Features,
  width: number,
  ascii: boolean,
  /** The section of the key table shown first: the keys of the screen the player came from. */
  first: 'play' | 'menu' = 'play',
): HelpLine[] => {
  const lines: HelpLine[] = [];
  const add = (text: string, kind: HelpLine['kind'] = 'text'): void => {
    for (const line of wrapText(displayText(text, ascii), width)) lines.push({ text: line, kind });
  };
  const blank = (): void => {
    lines.push({ text: '', kind: 'text' });
  };
  const say = words().help;
  add(`${entry.title} (${entry.id})`, 'title');
  blank();
  add(entry.rules);
  blank();
  if (puzzle) add(say.goal(puzzle.goalText));
  if (entry.pageFigure !== undefined) add(say.page(entry.pageFigure));
  if (puzzle?.lengthNote) add(say.lengthNote(puzzle.lengthNote.extra, puzzle.lengthNote.text));
  // The pieces' names, as the board's legend gives them at the start.
  const legend = puzzle ? pieceLegend(puzzle, puzzle.start, ascii) : [];
  if (legend.length > 0) {
    const named = words().play;
    blank();
    add(named.legendHeading, 'heading');
    // Each line as it is (the glyphs' column kept), cut to the width.
    for (const line of plainLines(legendRows(legend, named.legendList, ascii))) {
      lines.push({
        text: truncateWords(displayText(`  ${line}`, ascii), width, ascii),
        kind: 'text',
      });
    }
  }
  const sections = keyTable(features).sort(
    (a, b) => Number(b.where === first) - Number(a.where === first),
  );
  const keysOf = (binding: (typeof sections)[number]['bindings'][number]): string =>
    `  ${ascii ? (binding.asciiKeys ?? binding.keys) : binding.keys}`;
  const longest = Math.max(
    0,
    ...sections.flatMap((section) => section.bindings.map((binding) => columns(keysOf(binding)))),
  );
  const column = Math.min(KEY_COLUMN_MOST, Math.max(KEY_COLUMN, longest + 2));
  for (const section of sections) {
    blank();
    add(section.title, 'heading');
    for (const binding of section.bindings) {
      const keys = keysOf(binding);
      const wrapped = wrapText(displayText(binding.does, ascii), Math.max(10, width - column));
      // Keys too long for the column stand on a line of their own.
      const fits = columns(keys) + 1 <= column;
      if (!fits) lines.push({ text: keys, kind: 'key' });
      wrapped.forEach((does, index) => {
        const left = index === 0 && fits ? keys : '';
        lines.push({ text: padColumns(left, column) + does, kind: 'key' });
      });
    }
  }
  blank();
  add(say.helpHeading, 'heading');
  add(helpRule());
  blank();
  add(say.timeHeading, 'heading');
  add(timeRule());
  return [...lines, ...numbering(puzzle, width, ascii)];
};
