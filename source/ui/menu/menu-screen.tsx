import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useState } from 'react';
import { type Features, type KeyPress, menuBindings } from '../../game/game.js';
import { catalogue } from '../../puzzles/catalogue.js';
import { optionFlags } from '../../puzzles/params.js';
import type { PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { LANGUAGE_NAMES, language } from '../../words/language.js';
import { words } from '../../words/words.js';
import { Clickable } from '../common/clickable.js';
import { displayText, useDisplay } from '../common/display.js';
import { keyBar } from '../common/key-bar.js';
import { useKeys } from '../common/key-router.js';
import { type Opened, openEntry } from '../common/opened.js';
import { SizeGuard } from '../common/size-guard.js';
import { columns, truncateWords, wrapText } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { HelpScreen } from '../help/help-screen.js';
import { messageLines } from '../play/status-area.js';
import {
  choiceLabel,
  choicesLabel,
  chosenIndices,
  optionChoices,
  optionsFor,
  stepChoice,
} from './choices.js';
import { MenuIndicator, MenuItem, type MenuLook, MenuLookContext } from './menu-item.js';
import { type MenuKeyTargets, menuKey } from './menu-keys.js';
import { MenuPreview, previewPuzzle } from './menu-preview.js';
import { listRows } from './menu-rows.js';

export type MenuScreenProps = {
  /** The id highlighted first (the puzzle the player came back from). */
  readonly highlight: string;
  readonly onHighlight: (id: string) => void;
  /** The choices of each entry's ← → (an index into each of its `optionChoices`), by id. */
  readonly choices: Readonly<Record<string, readonly number[]>>;
  readonly onChoice: (id: string, chosen: readonly number[]) => void;
  readonly onOpen: (opened: Opened) => void;
  /** `n`: open it with the new-position dialog first. */
  readonly onNew?: (opened: Opened) => void;
  readonly onQuit: () => void;
  /** `l`: the lessons. */
  readonly onLessons?: () => void;
  /** `r`: the records of every puzzle. */
  readonly onRecords?: () => void;
  /** `L`: the other language, kept in the settings. */
  readonly onLanguage?: () => void;
  readonly features?: Features;
  /** The player's best for a variant, e.g. `best 16`, once it has been solved. */
  readonly bestOf?: (entry: PuzzleEntry, options: PuzzleOptions) => string | undefined;
  /** The player's stats for a variant (`started 5 · solved 3, 2 unaided`), once played. */
  readonly statsOf?: (entry: PuzzleEntry, options: PuzzleOptions) => string | undefined;
  /** A sentence for the player about the saved data (a damaged file set aside). */
  readonly notice?: string;
};

/** Header and blank above the list; blank, title, summary and figure, option, hints below. */
const CHROME_ROWS = 9;
/** Lines for the summary and the page's figure together. */
const DETAIL_ROWS = 3;
/** The menu needs room for a few rows of the list and the titles beside the families. */
const NEED = { columns: 50, rows: CHROME_ROWS + 3 };

/** The menu: every catalogue entry grouped by family, details of the highlighted one below. */
export const MenuScreen = ({
  highlight,
  onHighlight,
  choices,
  onChoice,
  onOpen,
  onNew,
  onLanguage,
  onQuit,
  onLessons,
  onRecords,
  features = {},
  bestOf,
  statsOf,
  notice,
}: MenuScreenProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const { columns: width, rows: height } = useTerminalSize();
  const say = words().menu;
  const [help, setHelp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = (line: string): string => displayText(line, ascii);
  // Read at mount: the catalogue may have gained an entry since this module loaded (tests).
  const [{ entries, first, items }] = useState(listRows);
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const familyWidth = Math.max(...entries.map((entry) => columns(text(entry.family))));

  // The highlight lives here, moved by functional updates, so keys that come
  // faster than renders (a held arrow) each move it from where the last one left it.
  const [highlighted, setHighlighted] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.value === highlight),
    ),
  );
  const current = entryById.get(items[highlighted]?.value ?? '') ?? catalogue[0];
  useEffect(() => onHighlight(items[highlighted].value), [highlighted, onHighlight, items]);
  const chosenValue = (entry: PuzzleEntry): readonly number[] =>
    chosenIndices(entry, choices[entry.id]);
  // Which of the highlighted entry's options ← → change (Tab moves on); back to the first on a new entry.
  const [axisOf, setAxisOf] = useState<{ readonly id: string; readonly axis: number }>({
    id: '',
    axis: 0,
  });
  const axes = optionChoices(current);
  const axis = axisOf.id === current.id ? Math.min(axisOf.axis, Math.max(0, axes.length - 1)) : 0;
  // As the display shows it: rows are padded to the widest title as shown (`->` is two wide).
  const titleOf = (entry: PuzzleEntry): string =>
    text(
      optionChoices(entry).length > 0
        ? `${entry.title} (${choicesLabel(entry, chosenValue(entry))})`
        : entry.title,
    );

  const open = (entry: PuzzleEntry, then = onOpen): void => {
    try {
      then(openEntry(entry, optionsFor(entry, chosenValue(entry))));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };

  /** A click on an entry not yet highlighted. */
  const highlightAt = (index: number): void => {
    setError(null);
    setHighlighted(index);
  };
  const moveHighlight = (step: number): void => {
    setError(null);
    setHighlighted((index) => (index + step + items.length) % items.length);
  };

  const keyTargets: MenuKeyTargets = {
    features,
    move: moveHighlight,
    open: () => open(current),
    ...(onNew ? { openNew: () => open(current, onNew) } : {}),
    quit: onQuit,
    help: () => setHelp(true),
    ...(onLessons ? { lessons: onLessons } : {}),
    ...(onRecords ? { records: onRecords } : {}),
    ...(onLanguage ? { language: onLanguage } : {}),
    stepOption: (step) => {
      const choice = axes[axis];
      if (!choice) return;
      const chosen = [...chosenValue(current)];
      chosen[axis] = stepChoice(choice, chosen[axis], step);
      onChoice(current.id, chosen);
      setError(null);
    },
    nextOption: () => {
      if (axes.length > 1) setAxisOf({ id: current.id, axis: (axis + 1) % axes.length });
    },
  };
  const onKey = (input: string, key: KeyPress): void => menuKey(keyTargets, input, key);
  useKeys(onKey, !help);

  if (help) {
    return (
      <HelpScreen
        entry={current}
        puzzle={openEntry(current, optionsFor(current, chosenValue(current))).puzzle}
        features={features}
        from="menu"
        onClose={() => setHelp(false)}
      />
    );
  }

  const titleWidth = Math.max(...catalogue.map((entry) => columns(titleOf(entry))));
  const rowWidth = Math.max(10, width - 3);
  const bestIn = bestOf
    ? (entry: PuzzleEntry) => bestOf(entry, optionsFor(entry, chosenValue(entry)))
    : undefined;
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
  const value = chosenValue(current)[axis];
  const lineWidth = Math.max(10, width - 1);
  const stats = statsOf?.(current, optionsFor(current, chosenValue(current)));
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
      : messageLines(text(say.pageFigure(current.pageFigure)), lineWidth, figureRows, ascii);
  const blanks = detailRows - summary.length - statsLines.length - figure.length;
  // A window taller than the list shows the highlighted puzzle's boards and rules in the room left.
  const room = spare - (detailRows - DETAIL_ROWS);
  const preview =
    room > 2 ? previewPuzzle(current, optionsFor(current, chosenValue(current))) : undefined;
  // The blank lines around the list say how many entries it hides above and below.
  const above = top;
  const below = Math.max(0, items.length - top - limit);
  const optionLine =
    choice && value !== undefined
      ? `← → ${axes.length > 1 ? `${choice.name}: ` : ''}${choiceLabel(choice, value)} (${choice.range})`
      : ' ';
  const flags = optionFlags(current.params, optionsFor(current, chosenValue(current)));
  const command = `tobikoe play ${current.id}${flags ? ` ${flags}` : ''}`;

  const keys = keyBar(
    menuBindings,
    {
      features,
      ascii,
      width,
      rows: 1,
      words: {
        ...(onLanguage ? { language: LANGUAGE_NAMES[language() === 'en' ? 'ja' : 'en'] } : {}),
        ...(choice
          ? {
              option: choice.name,
              ...(axes.length > 1 ? { next: axes[(axis + 1) % axes.length].name } : {}),
            }
          : {}),
      },
    },
    onKey,
  );

  return (
    <MenuLookContext.Provider value={look}>
      <SizeGuard need={NEED} size={{ columns: width, rows: height }} keys={words().common.keysQuit}>
        <Box flexDirection="column" width={width}>
          <Text wrap="truncate">
            <Text bold>tobikoe</Text>
            <Text dimColor={color}>
              {text(truncateWords(say.tagline, width - 'tobikoe'.length, ascii))}
            </Text>
          </Text>
          <Text wrap="truncate" dimColor={color}>
            {above > 0 ? text(`  ${say.moreAbove(above)}`) : ' '}
          </Text>
          <Box flexDirection="column">
            {items.slice(top, top + limit).map((item, offset) => {
              const index = top + offset;
              const selected = index === highlighted;
              return (
                <Clickable
                  key={item.key}
                  onClick={() => (selected ? open(current) : highlightAt(index))}
                >
                  <MenuIndicator isSelected={selected} />
                  <MenuItem isSelected={selected} label={item.label} />
                </Clickable>
              );
            })}
          </Box>
          <Text wrap="truncate" dimColor={color}>
            {below > 0 ? text(`  ${say.moreBelow(below)}`) : ' '}
          </Text>
          <Text wrap="truncate">
            <Text bold>{text(truncateWords(titleOf(current), width, ascii))}</Text>
            <Text dimColor={color}>
              {text(truncateWords(` · ${command}`, width - columns(titleOf(current)), ascii))}
            </Text>
          </Text>
          {summary.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
            <Text key={index} wrap="truncate">
              {line}
            </Text>
          ))}
          {statsLines.map((line) => (
            <Text key="stats" wrap="truncate">
              {line}
            </Text>
          ))}
          {figure.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
            <Text key={`figure-${index}`} wrap="truncate" dimColor={color}>
              {line}
            </Text>
          ))}
          {Array.from({ length: blanks }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank lines
            <Text key={`blank-${index}`}> </Text>
          ))}
          {preview ? (
            <MenuPreview puzzle={preview} rules={current.rules} width={lineWidth} rows={room} />
          ) : null}
          <Text wrap="truncate" color={color && (error || notice) ? 'redBright' : undefined}>
            {text(truncateWords(error ?? notice ?? optionLine, width, ascii))}
          </Text>
          <Clickable onClick={({ x }) => keys.onClick(x, 0)}>
            <Text wrap="truncate" dimColor={color}>
              {keys.lines[0] ?? ''}
            </Text>
          </Clickable>
        </Box>
      </SizeGuard>
    </MenuLookContext.Provider>
  );
};
