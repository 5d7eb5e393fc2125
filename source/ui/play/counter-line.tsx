import { Text } from 'ink';
import type { ReactNode } from 'react';
import { displayText, useDisplay } from '../common/display.js';
import { coachCounter, VERDICT_COLOUR } from './coach-text.js';
import type { CoachReading } from './use-coach.js';

/** `moves 5 · optimal 16`, and with the coach on `· 11 to go · closer` (the verdict in colour too). */
export const CounterLine = ({
  counter,
  coach,
}: {
  readonly counter: string;
  readonly coach: CoachReading;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const part = coachCounter(coach);
  return (
    <Text bold wrap="truncate">
      {displayText(counter, ascii)}
      {part ? displayText(` · ${part.distance}`, ascii) : ''}
      {part?.verdict ? (
        <>
          {displayText(' · ', ascii)}
          <Text color={color ? VERDICT_COLOUR[part.verdict] : undefined}>{part.verdict}</Text>
        </>
      ) : null}
    </Text>
  );
};
