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
import { truncateWords } from '../common/truncate.js';
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

  // The lines shown: from the top, or ending a line past the chosen one.
  const room = Math.max(3, height - CHROME_ROWS);
  const top = Math.max(0, Math.min(lines.length - room, at + 2 - room));
  const status = asking && record ? say.confirm(record.name) : message;
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
      {lines.slice(top, top + room).map((line, offset) => {
        const index = top + offset;
        const selected = index === at;
        const marker = screenReader
          ? selected
            ? `${say.selected}: `
            : ''
          : selected
            ? ascii
              ? '> '
              : '❯ '
            : '  ';
        return (
          <Text
            key={index}
            wrap="truncate"
            bold={line.heading === true || selected}
            dimColor={color && line.quiet === true}
            color={color && selected ? 'cyanBright' : undefined}
          >
            {shown(`${marker}${line.text}`)}
          </Text>
        );
      })}
      <Text
        wrap="truncate"
        color={color && status ? (asking ? 'yellowBright' : undefined) : undefined}
      >
        {status ? shown(status) : ' '}
      </Text>
      <KeyHints bindings={hints} width={width} onPress={onKey} />
    </Box>
  );
};
