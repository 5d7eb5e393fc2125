import { Text } from 'ink';
import type { ReactNode } from 'react';
import { displayText, useDisplay } from './display.js';
import { columns, truncateWords } from './truncate.js';

/** A title line's parts as shown, each cut to what is left of `width` (never half a word or character). */
export const titleParts = (parts: readonly string[], width: number, ascii: boolean): string[] => {
  let left = width;
  return parts.map((part) => {
    const shown = left <= 0 ? '' : truncateWords(displayText(part, ascii), left, ascii);
    left -= columns(shown);
    return shown;
  });
};

/** A screen's first line: the title in bold, then the code dim, then the rest, cut to `width` here. */
export const TitleLine = ({
  parts,
  width,
}: {
  readonly parts: readonly string[];
  readonly width: number;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  return (
    <Text wrap="truncate">
      {titleParts(parts, width, ascii).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the title's parts in order
        <Text key={index} bold={index === 0} dimColor={color && index === 1}>
          {part}
        </Text>
      ))}
    </Text>
  );
};
