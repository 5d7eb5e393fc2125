import { Text } from 'ink';
import type { ReactNode } from 'react';
import { words } from '../../words/words.js';
import { displayText, themeOf, useDisplay } from '../common/display.js';
import { columns, truncateWords } from '../common/truncate.js';
import { coachCounter } from './coach-text.js';
import type { CoachReading } from './use-coach.js';

/** `moves 5 · optimal 16`, and with the coach on `· 11 to go · closer` (the verdict in colour too). */
export const CounterLine = ({
  counter,
  coach,
  width,
}: {
  readonly counter: string;
  readonly coach: CoachReading;
  /** Columns it may take: cut here, so the terminal never cuts a wide character. */
  readonly width: number;
}): ReactNode => {
  const display = useDisplay();
  const { color, ascii } = display;
  const theme = themeOf(display);
  const part = coachCounter(coach);
  const head = displayText(`${counter}${part ? ` · ${part.distance}` : ''}`, ascii);
  const verdict = part?.verdict ? words().play.verdicts[part.verdict] : '';
  const fits = columns(`${head} · ${verdict}`) <= width;
  return (
    <Text bold wrap="truncate">
      {truncateWords(head, width, ascii)}
      {verdict && fits ? (
        <>
          {displayText(' · ', ascii)}
          <Text
            color={color && part?.verdict ? theme.verdicts[part.verdict] : undefined}
            backgroundColor={color ? theme.background : undefined}
          >
            {verdict}
          </Text>
        </>
      ) : null}
    </Text>
  );
};
