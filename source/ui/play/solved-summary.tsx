import { Text } from 'ink';
import type { ReactNode } from 'react';
import {
  isNewRecord,
  recordLine,
  type SolvedFacts,
  solvedHeadline,
  solvedKeys,
} from '../../game/solved.js';
import { displayText, themeOf, useDisplay } from '../common/display.js';
import { itemLines } from '../solve/text.js';
import { messageLines } from './status-area.js';

export type SolvedSummaryProps = {
  readonly facts: SolvedFacts;
  readonly width: number;
  /** Lines it may take; the headline and the keys come first. */
  readonly rows: number;
  /** The player's stats for this variant (`started 5 · solved 3, 2 unaided`), under the record line. */
  readonly stats?: string;
  /** Lines more parts add under the record and stats lines (a review of the moves). */
  readonly more?: readonly string[];
  /** Keys more parts add in front of the usual ones (`n new position`, `v review`). */
  readonly keys?: readonly string[];
};

/**
 * The solved moment, in place of the status line and the key bar: the solve
 * against the optimum and its time, the record for this variant (and whether
 * this solve set it) and the player's stats for it, and what to do next.
 */
export const SolvedSummary = ({
  facts,
  width,
  rows,
  stats,
  more = [],
  keys = [],
}: SolvedSummaryProps): ReactNode => {
  const display = useDisplay();
  const { color, ascii } = display;
  const theme = themeOf(display);
  const text = (line: string): string => displayText(line, ascii);
  const keyLines = itemLines([...keys, ...solvedKeys()], width);
  const headline = messageLines(text(`★ ${solvedHeadline(facts)}`), width, 2, ascii);
  const record = recordLine(facts);
  const fresh = isNewRecord(facts);
  const room = Math.max(0, rows - headline.length - keyLines.length);
  const body = [...(record ? [record] : []), ...(stats ? [stats] : []), ...more]
    .flatMap((line) => messageLines(text(line), width, 2, ascii))
    .slice(0, room);
  return (
    <>
      {headline.map((line, index) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
          key={`head-${index}`}
          bold
          wrap="truncate"
          color={color ? theme.status.solved : undefined}
          backgroundColor={color ? theme.background : undefined}
        >
          {line}
        </Text>
      ))}
      {body.map((line, index) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
          key={`body-${index}`}
          wrap="truncate"
          color={color && fresh && index === 0 && record ? theme.record : undefined}
          backgroundColor={color && fresh && index === 0 && record ? theme.background : undefined}
        >
          {line}
        </Text>
      ))}
      {keyLines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: key lines in order
        <Text key={`keys-${index}`} wrap="truncate" dimColor={color}>
          {text(line)}
        </Text>
      ))}
    </>
  );
};
