import { catalogue } from '../../puzzles/catalogue.js';
import { optionFlags } from '../../puzzles/params.js';
import type { Puzzle, PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { displayText } from '../common/display.js';
import { columns, truncateWords, wrapText } from '../common/truncate.js';
import { messageLines } from '../play/status-area.js';
import { choiceLabel, choicesLabel, optionChoices } from './choices.js';
import type { MenuLook } from './menu-item.js';
import { previewPuzzle } from './menu-preview.js';
import type { MenuState } from './use-menu-state.js';

/** Header and blank above the list; blank, title, summary and figure, option, hints below. */
const CHROME_ROWS = 9;
/** Lines for the summary and the page's figure together. */
const DETAIL_ROWS = 3;
/** The menu needs room for a few rows of the list and the titles beside the families. */
export const MENU_NEED = { columns: 50, rows: CHROME_ROWS + 3 };

export type MenuRoom = {
  readonly width: number;
  readonly height: number;
  readonly ascii: boolean;
  /** The player's best for a variant, e.g. `best 16`, once it has been solved. */
  readonly bestOf?: (entry: PuzzleEntry, options: PuzzleOptions) => string | undefined;
  /** The player's stats for a variant, once played. */
  readonly statsOf?: (entry: PuzzleEntry, options: PuzzleOptions) => string | undefined;
};

/** What the menu shows in a window of this size: the rows of the list and the lines below it. */
export type MenuPlan = {
  readonly look: MenuLook;
  /** The first row of the list shown, and how many are shown. */
  readonly top: number;
  readonly limit: number;
  /** Entries hidden above and below the rows shown. */
  readonly above: number;
  readonly below: number;
  readonly titleOf: (entry: PuzzleEntry) => string;
  /** `tobikoe play …` for the highlighted entry as chosen. */
  readonly command: string;
  readonly summary: readonly string[];
  readonly statsLines: readonly string[];
  readonly figure: readonly string[];
  readonly blanks: number;
  /** The highlighted puzzle's boards and rules, where a tall window has room, in `room` rows. */
  readonly preview: Puzzle | undefined;
  readonly room: number;
  readonly lineWidth: number;
  /** `← → name: value (range)` for the option ← → change. */
  readonly optionLine: string;
};

export const planMenu = (state: MenuState, window: MenuRoom): MenuPlan => {
  const { width, height, ascii, bestOf, statsOf } = window;
  const { entries, first, items, entryById, highlighted, current, axes, axis } = state;
  const text = (line: string): string => displayText(line, ascii);
  const familyWidth = Math.max(...entries.map((entry) => columns(text(entry.family))));
  // As the display shows it: rows are padded to the widest title as shown (`->` is two wide).
  const titleOf = (entry: PuzzleEntry): string =>
    text(
      optionChoices(entry).length > 0
        ? `${entry.title} (${choicesLabel(entry, state.chosenValue(entry))})`
        : entry.title,
    );
  const titleWidth = Math.max(...catalogue.map((entry) => columns(titleOf(entry))));
  const rowWidth = Math.max(10, width - 3);
  const bestIn = bestOf ? (entry: PuzzleEntry) => bestOf(entry, state.optionsOf(entry)) : undefined;
  // Summaries beside the titles only when every one fits whole; else the highlighted
  // entry's summary, wrapped below the list, is the one read.
  const summaryRoom = rowWidth - familyWidth - titleWidth - 4;
  // The rows shown: from the top, or ending at the highlighted one.
  const limit = Math.max(3, Math.min(items.length, height - CHROME_ROWS));
  const top = Math.max(0, highlighted - limit + 1);
  const look: MenuLook = {
    // A family is named on its first row, and on the top row shown when the list
    // is scrolled into its group. Names are read as drawn: `L` may change the language.
    entryOf: (id) => {
      const entry = entryById.get(id);
      const headed = entry && (first.has(entry) || id === items[top]?.value);
      return entry && { entry, family: headed ? entry.family : '' };
    },
    titleOf,
    familyWidth,
    titleWidth,
    lineWidth: rowWidth,
    summaries: entries.every((entry) => {
      const best = bestIn?.(entry);
      return columns(text(best ? `${best} · ${entry.summary}` : entry.summary)) <= summaryRoom;
    }),
    bestOf: bestIn,
  };
  const choice = axes[axis];
  const value = state.chosenValue(current)[axis];
  const lineWidth = Math.max(10, width - 1);
  const stats = statsOf?.(current, state.optionsOf(current));
  const statsLines = stats ? [text(truncateWords(stats, lineWidth, ascii))] : [];
  // Rows below the list a window taller than it has spare.
  const spare = height - 1 - CHROME_ROWS - limit;
  // The summary, the player's stats and the page's figure share three lines (four
  // where the window has a row to spare), wrapped, never cut mid-word: at 80×24
  // the stats take a line of the figure's, which then ends in `…`.
  const detailRows = DETAIL_ROWS + (statsLines.length > 0 && spare > 0 ? 1 : 0);
  const summary = wrapText(text(current.summary), lineWidth).slice(0, 2);
  const figureRows = detailRows - summary.length - statsLines.length;
  const figure =
    current.pageFigure === undefined || figureRows <= 0
      ? []
      : messageLines(
          text(words().menu.pageFigure(current.pageFigure)),
          lineWidth,
          figureRows,
          ascii,
        );
  const blanks = detailRows - summary.length - statsLines.length - figure.length;
  // A window taller than the list shows the highlighted puzzle's boards and rules in the room left.
  const room = spare - (detailRows - DETAIL_ROWS);
  const preview = room > 2 ? previewPuzzle(current, state.optionsOf(current)) : undefined;
  const optionLine =
    choice && value !== undefined
      ? `← → ${axes.length > 1 ? `${choice.name}: ` : ''}${choiceLabel(choice, value)} (${choice.range})`
      : ' ';
  const flags = optionFlags(current.params, state.optionsOf(current));
  return {
    look,
    top,
    limit,
    above: top,
    below: Math.max(0, items.length - top - limit),
    titleOf,
    command: `tobikoe play ${current.id}${flags ? ` ${flags}` : ''}`,
    summary,
    statsLines,
    figure,
    blanks,
    preview,
    room,
    lineWidth,
    optionLine,
  };
};
