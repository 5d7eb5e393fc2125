import { Text } from 'ink';
import { createContext, type ReactNode, useContext } from 'react';
import type { PuzzleEntry } from '../../puzzles/puzzle.js';
import { displayText, useDisplay } from '../common/display.js';
import { columns, padColumns, truncate, truncateWords } from '../common/truncate.js';

/** What the menu's rows need to know beside their label. */
export type MenuLook = {
  readonly entryOf: (
    id: string,
  ) => { readonly entry: PuzzleEntry; readonly family: string } | undefined;
  /** Widths in columns (double-width characters count two). */
  /** The title as the display shows it (in ASCII with `--ascii`), so padding counts what is drawn. */
  readonly titleOf: (entry: PuzzleEntry) => string;
  readonly familyWidth: number;
  readonly titleWidth: number;
  readonly lineWidth: number;
  /** Whether the rows carry the summaries (every one fits whole beside its title). */
  readonly summaries: boolean;
  readonly bestOf?: (entry: PuzzleEntry) => string | undefined;
};

export const MenuLookContext = createContext<MenuLook | null>(null);

type ItemProps = { readonly isSelected?: boolean; readonly label: string };

/** One row: the family (on its first row), the title, and the one-line summary. */
export const MenuItem = ({ isSelected = false, label }: ItemProps): ReactNode => {
  const look = useContext(MenuLookContext);
  const { color, ascii } = useDisplay();
  const row = look?.entryOf(label);
  if (!look || !row) return <Text>{label}</Text>;
  const best = look.bestOf?.(row.entry);
  const family = displayText(row.family, ascii);
  const left = `${padColumns(family, look.familyWidth + 2)}${padColumns(look.titleOf(row.entry), look.titleWidth + 2)}`;
  const summary = look.summaries ? row.entry.summary : '';
  const rest = best && summary ? `${best} · ${summary}` : (best ?? summary);
  return (
    <Text wrap="truncate">
      <Text bold={isSelected} color={color && isSelected ? 'cyanBright' : undefined}>
        {displayText(truncate(left, look.lineWidth), ascii)}
      </Text>
      <Text dimColor={color && !isSelected}>
        {displayText(
          truncateWords(rest, Math.max(0, look.lineWidth - columns(left)), ascii),
          ascii,
        )}
      </Text>
    </Text>
  );
};

export const MenuIndicator = ({
  isSelected = false,
}: {
  readonly isSelected?: boolean;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  return (
    <Text color={color && isSelected ? 'cyanBright' : undefined} bold>
      {isSelected ? (ascii ? '> ' : '❯ ') : '  '}
    </Text>
  );
};
