import { Text } from 'ink';
import type { ReactNode } from 'react';
import type { StatusTone } from '../../game/game.js';
import { Clickable } from '../common/clickable.js';
import { displayText, themeOf, useDisplay } from '../common/display.js';
import { wrapText } from '../common/truncate.js';

/** A message wrapped to `width`, on at most `most` lines. */
export const messageLines = (
  text: string,
  width: number,
  most: number,
  ascii = false,
): string[] => {
  const lines = wrapText(text, width);
  if (lines.length <= most) return lines;
  // Longer than its room (a tiny window): the last line says so rather than cutting a word.
  // The last line gives up its last words (Japanese ones too) for the ellipsis, never half a word.
  const ellipsis = displayText(' …', ascii);
  const kept = lines.slice(0, most);
  const head = wrapText(kept[most - 1], Math.max(1, width - ellipsis.length))[0] ?? '';
  kept[most - 1] = `${head}${ellipsis}`;
  return kept;
};

export type StatusAreaProps = {
  readonly tone: StatusTone;
  readonly message: string;
  /** The key bar, already broken into lines; none when the space is taken. */
  readonly keys: readonly string[];
  readonly width: number;
  /** Lines the message may take. */
  readonly messageRows: number;
  /** A click on the key bar, at column `x` of its line `y`. */
  readonly onKeysClick?: (x: number, y: number) => void;
};

/** Under the counter: the message wrapped to the width, and the key bar. */
export const StatusArea = ({
  tone,
  message,
  keys,
  width,
  messageRows,
  onKeysClick,
}: StatusAreaProps): ReactNode => {
  const display = useDisplay();
  const { color, ascii } = display;
  const theme = themeOf(display);
  const text = (line: string): string => displayText(line, ascii);
  const lines = messageLines(text(message), width, Math.max(1, messageRows), ascii);
  return (
    <>
      {lines.map((line, index) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
          key={index}
          wrap="truncate"
          bold={tone === 'solved'}
          color={color ? theme.status[tone] : undefined}
          backgroundColor={color ? theme.background : undefined}
        >
          {line}
        </Text>
      ))}
      <Clickable flexDirection="column" onClick={onKeysClick && (({ x, y }) => onKeysClick(x, y))}>
        {keys.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: key bar lines in order
          <Text key={`keys-${index}`} wrap="truncate" dimColor={color}>
            {text(line)}
          </Text>
        ))}
      </Clickable>
    </>
  );
};
