import { Text } from 'ink';
import type { ReactNode } from 'react';
import type { Binding, Features, KeyPress } from '../../game/game.js';
import { Clickable } from './clickable.js';
import { useDisplay } from './display.js';
import { keyBar } from './key-bar.js';

export type KeyHintsProps<A extends string> = {
  readonly bindings: readonly Binding<A>[];
  readonly width: number;
  /** Lines the bar may take; the lowest-ranked hints are left out to fit. */
  readonly rows?: number;
  /** What fills a hint's `{option}` (see `hintPlaces`). */
  readonly words?: Readonly<Record<string, string>>;
  readonly features?: Features;
  /** The screen's own key handler: a click on a hint presses that hint's key. */
  readonly onPress: (input: string, key: KeyPress) => void;
};

/** A screen's key bar, dimmed, where a click on a hint presses its key. */
export const KeyHints = <A extends string>({
  bindings,
  width,
  rows = 1,
  words,
  features = {},
  onPress,
}: KeyHintsProps<A>): ReactNode => {
  const { color, ascii } = useDisplay();
  const bar = keyBar(bindings, { features, ascii, width, rows, words }, onPress);
  return (
    <Clickable flexDirection="column" onClick={({ x, y }) => bar.onClick(x, y)}>
      {bar.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: key bar lines in order
        <Text key={`hints-${index}`} wrap="truncate" dimColor={color}>
          {line}
        </Text>
      ))}
    </Clickable>
  );
};
