import { Text } from 'ink';
import type { ReactNode } from 'react';
import stringWidth from 'string-width';
import type { KeyPress } from '../../game/game.js';
import { Clickable } from '../common/clickable.js';
import { displayText, useDisplay } from '../common/display.js';
import type { PanelKey } from './panel-text.js';
import { itemLines } from './text.js';

/** A panel key where it stands: line `y`, columns `from` up to `to`. */
type Placed = {
  readonly key: PanelKey;
  readonly y: number;
  readonly from: number;
  readonly to: number;
};

/**
 * Where each key stands on the lines drawn from them: keys appear in order,
 * each whole on one line, so each is found after the one before it.
 */
export const placeKeys = (
  lines: readonly string[],
  keys: readonly PanelKey[],
  shown: (text: string) => string,
): Placed[] => {
  const placed: Placed[] = [];
  let next = 0;
  lines.forEach((line, y) => {
    let cursor = 0;
    while (next < keys.length) {
      const text = shown(keys[next].text);
      const index = line.indexOf(text, cursor);
      if (index < 0) break;
      const from = stringWidth(line.slice(0, index));
      placed.push({ key: keys[next], y, from, to: from + stringWidth(text) });
      cursor = index + text.length;
      next += 1;
    }
  });
  return placed;
};

/** What a click at column `x` of line `y` presses, if it falls on a key. */
export const pressAt = (
  placed: readonly Placed[],
  x: number,
  y: number,
  shown: (text: string) => string,
): readonly [string, KeyPress] | undefined => {
  const hit = placed.find((place) => place.y === y && x >= place.from && x < place.to);
  if (!hit) return undefined;
  const { second, press, text } = hit.key;
  if (second) {
    const drawn = shown(text);
    const split = drawn.indexOf(shown(second.from));
    if (split >= 0 && x - hit.from >= stringWidth(drawn.slice(0, split))) return second.press;
  }
  return press;
};

export type PanelKeysProps = {
  /** The algorithms, drawn as one item. */
  readonly algorithms: readonly PanelKey[];
  /** The rest of the first line's items. */
  readonly views: readonly PanelKey[];
  /** The keys of what is shown now, on lines of their own. */
  readonly context: readonly PanelKey[];
  readonly width: number;
  readonly onPress?: (input: string, key: KeyPress) => void;
};

/** The lines `PanelKeys` draws for these keys. */
export const panelKeyLines = (
  { algorithms, views, context, width }: Omit<PanelKeysProps, 'onPress'>,
  shown: (text: string) => string,
): string[] =>
  [
    ...itemLines(
      [algorithms.map((key) => key.text).join('  '), ...views.map((key) => key.text)],
      width,
    ),
    ...itemLines(
      context.map((key) => key.text),
      width,
    ),
  ].map(shown);

/** The panel's key lines, dimmed, where a click on a key presses it. */
export const PanelKeys = (props: PanelKeysProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const shown = (text: string): string => displayText(text, ascii);
  const lines = panelKeyLines(props, shown);
  const { algorithms, views, context, onPress } = props;
  const placed = placeKeys(lines, [...algorithms, ...views, ...context], shown);
  return (
    <Clickable
      flexDirection="column"
      onClick={({ x, y }) => {
        const pressed = pressAt(placed, x, y, shown);
        if (pressed && onPress) onPress(pressed[0], pressed[1]);
      }}
    >
      {lines.map((line) => (
        <Text key={line} wrap="truncate" dimColor={color}>
          {line}
        </Text>
      ))}
    </Clickable>
  );
};
