import { Box, Text } from 'ink';
import { type ReactNode, useState } from 'react';
import { actionOf, type KeyPress } from '../../game/game.js';
import { recordsBindings } from '../../game/records-keys.js';
import { utcDay } from '../../search/daily-seed.js';
import type { Records } from '../../store/records.js';
import { recordsBook } from '../../store/records-book.js';
import type { Stats } from '../../store/stats.js';
import { recordsLines } from '../../text/records-lines.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import { columns, truncateWords, wrapText } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';

export type RecordsScreenProps = {
  readonly records: Records;
  readonly stats: Stats;
  /** Clears the records under `keys`; returns a sentence when that could not be kept, else undefined. */
  readonly onClear: (keys: readonly string[]) => string | undefined;
  readonly onBack: () => void;
};

/** The title, the intro and a blank above the lines; the message and the key hints below. */
const CHROME_ROWS = 5;

/**
 * The menu's `r`: every puzzle and variant, its games and its records by
 * start (the standard one, the daily, dealt starts, the player's own), as
 * `tobikoe records` prints them. ↑ ↓ choose a record, `x` clears it once `y`
 * says so. With a screen reader: the same lines of words, each standing alone.
 */
export const RecordsScreen = ({
  records,
  stats,
  onClear,
  onBack,
}: RecordsScreenProps): ReactNode => {
  const { color, ascii, screenReader } = useDisplay();
  const { columns: width, rows: height } = useTerminalSize();
  const say = words().records;
  const lines = recordsLines(
    recordsBook(records, stats),
    utcDay(new Date()),
    screenReader === true,
  );
  const chosenLines = lines.flatMap((line, index) => (line.record ? [index] : []));
  const [chosen, setChosen] = useState(0);
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string>();
  const at = chosenLines.length === 0 ? -1 : chosenLines[Math.min(chosen, chosenLines.length - 1)];
  const record = at >= 0 ? lines[at].record : undefined;
  const shown = (line: string): string => truncateWords(displayText(line, ascii), width - 1, ascii);

  const onKey = (input: string, key: KeyPress): void => {
    const action = actionOf(recordsBindings, input, key);
    if (asking) {
      if (action === 'yes' && record) {
        const problem = onClear(record.keys);
        setMessage(problem ? say.notCleared(problem) : say.cleared(record.name));
        setAsking(false);
      } else if (action === 'no' || action === 'back') {
        setAsking(false);
        setMessage(undefined);
      }
      return;
    }
    setMessage(undefined);
    const count = chosenLines.length;
    if (action === 'up' && count > 0)
      setChosen((now) => (Math.min(now, count - 1) + count - 1) % count);
    else if (action === 'down' && count > 0)
      setChosen((now) => (Math.min(now, count - 1) + 1) % count);
    else if (action === 'clear') {
      if (record) setAsking(true);
      else setMessage(say.nothingToClear);
    } else if (action === 'back') onBack();
  };
  useKeys(onKey);

  // Each line as the window shows it: cut to the width, or for a screen reader wrapped whole.
  // The marker and indentation are drawn apart from the words, so that cutting the words never takes them.
  const rowsOf = (index: number): { readonly lead: string; readonly words: string }[] => {
    const line = lines[index];
    const selected = index === at;
    if (screenReader) {
      const said = displayText(`${selected ? `${say.selected}: ` : ''}${line.text}`, ascii);
      return wrapText(said, width - 1).map((words) => ({ lead: '', words }));
    }
    const lead = `${selected ? (ascii ? '> ' : '❯ ') : '  '}${line.indented ? '  ' : ''}`;
    const room = width - 1 - columns(lead);
    return [{ lead, words: truncateWords(displayText(line.text, ascii), room, ascii) }];
  };
  const status = asking && record ? say.confirm(record.name) : message;
  const statusRows = status ? wrapText(displayText(status, ascii), width - 1).slice(0, 2) : [' '];
  // The lines shown: ending a line past the chosen one where it lies low, as many rows as fit.
  const room = Math.max(3, height - CHROME_ROWS - (statusRows.length - 1));
  let top = 0;
  for (let used = 0, index = Math.min(lines.length - 1, at + 1); index >= 0; index--) {
    used += rowsOf(index).length;
    if (used > room) break;
    top = index;
  }
  const shownLines: { readonly index: number; readonly rows: ReturnType<typeof rowsOf> }[] = [];
  for (let used = 0, index = top; index < lines.length; index++) {
    const rows = rowsOf(index);
    if (used + rows.length > room) break;
    used += rows.length;
    shownLines.push({ index, rows });
  }
  // While it asks, only the answers and the way back are hinted.
  const hints = recordsBindings.filter((binding) => {
    const answer = binding.keys === 'y' || binding.keys === 'n';
    return asking ? answer || binding.keys === 'Esc  q' : !answer;
  });
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {shown(say.title)}
      </Text>
      <Text wrap="truncate" dimColor={color}>
        {shown(chosenLines.length === 0 && !Object.keys(stats).length ? say.none : say.intro)}
      </Text>
      <Text> </Text>
      {shownLines.flatMap(({ index, rows }) =>
        rows.map((row, part) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's wrapped rows, in order
          <Box key={`${index}-${part}`}>
            {row.lead ? <Text>{row.lead}</Text> : null}
            <Text
              wrap="truncate"
              bold={lines[index].heading === true || index === at}
              dimColor={color && lines[index].quiet === true}
              color={color && index === at ? 'cyanBright' : undefined}
            >
              {row.words}
            </Text>
          </Box>
        )),
      )}
      {statusRows.map((row) => (
        <Text key={row} wrap="truncate" color={color && asking ? 'yellowBright' : undefined}>
          {row}
        </Text>
      ))}
      <KeyHints bindings={hints} width={width} onPress={onKey} />
    </Box>
  );
};
