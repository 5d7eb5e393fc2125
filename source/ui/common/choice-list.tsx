import { Text } from 'ink';
import SelectInput from 'ink-select-input';
import { createContext, type ReactNode, useContext } from 'react';
import { padColumns, truncateWords } from './truncate.js';

export type ChoiceRow<Value extends string> = {
  readonly value: Value;
  readonly label: string;
  /** Said after the label, dimmed unless chosen. */
  readonly more: string;
};

export type ChoiceListProps<Value extends string> = {
  readonly rows: readonly ChoiceRow<Value>[];
  readonly chosen: Value;
  /** Columns the labels take, so the rows' `more` line up. */
  readonly labelWidth: number;
  readonly width: number;
  readonly color: boolean;
  readonly ascii: boolean;
  /** Each line as the screen shows text (`displayText`). */
  readonly text: (line: string) => string;
};

/** What the rows are drawn with: ink-select-input hands its item components only the item. */
type Drawing = Omit<ChoiceListProps<string>, 'chosen' | 'rows'> & {
  readonly byValue: ReadonlyMap<string, ChoiceRow<string>>;
};

const DrawingContext = createContext<Drawing | undefined>(undefined);

const Indicator = ({ isSelected = false }: { isSelected?: boolean }): ReactNode => {
  const drawing = useContext(DrawingContext);
  const ascii = drawing?.ascii ?? false;
  return (
    <Text bold color={drawing?.color && isSelected ? 'cyanBright' : undefined}>
      {isSelected ? (ascii ? '> ' : '❯ ') : '  '}
    </Text>
  );
};

const Item = ({
  isSelected = false,
  value,
}: {
  isSelected?: boolean;
  label: string;
  value?: string;
}): ReactNode => {
  const drawing = useContext(DrawingContext);
  const row = value === undefined ? undefined : drawing?.byValue.get(value);
  if (!drawing || !row) return null;
  const { color, ascii, labelWidth, width, text } = drawing;
  return (
    <Text wrap="truncate">
      <Text bold color={color && isSelected ? 'cyanBright' : undefined}>
        {padColumns(row.label, labelWidth)}
      </Text>
      <Text dimColor={color && !isSelected}>
        {text(truncateWords(row.more, width - 2 - labelWidth, ascii))}
      </Text>
    </Text>
  );
};

/**
 * A dialog's few choices, drawn by ink-select-input: its indicator beside the
 * chosen row. The screen keeps the keys (its key table, through the one input
 * tokenizer) and says which row is chosen; ink-select-input does not read
 * keys here (docs/code.md, "ink-select-input": it would lose keys that come
 * in one read), so it is drawn anew, from that row, when the choice moves.
 */
export const ChoiceList = <Value extends string>({
  rows,
  chosen,
  ...drawing
}: ChoiceListProps<Value>): ReactNode => (
  <DrawingContext.Provider
    value={{ ...drawing, byValue: new Map(rows.map((row) => [row.value as string, row])) }}
  >
    <SelectInput
      key={chosen}
      items={rows.map((row) => ({ key: row.value, label: row.label, value: row.value }))}
      initialIndex={Math.max(
        0,
        rows.findIndex((row) => row.value === chosen),
      )}
      isFocused={false}
      indicatorComponent={Indicator}
      itemComponent={Item}
    />
  </DrawingContext.Provider>
);
