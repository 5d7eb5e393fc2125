import { Text } from 'ink';
import type { ReactNode } from 'react';
import type { LessonScript } from '../../game/lesson-script.js';
import { words } from '../../words/words.js';
import { Clickable } from '../common/clickable.js';
import { displayText, useDisplay } from '../common/display.js';
import { truncateWords } from '../common/truncate.js';
import { messageLines } from './status-area.js';

/** The most lines a caption is given (the panel gives up rows for them). */
export const CAPTION_MOST = 4;

/** `lesson step 2 of 4 · PgDn next step · PgUp step back` (the last step says so instead of PgDn). */
export const lessonHeading = (script: LessonScript, step: number): string => {
  const say = words().menu.lessons;
  const keys = words().keys.lessons;
  const count = script.views.length;
  return [
    say.stepOf(step + 1, count),
    step >= count - 1 ? say.lastStep : keys.nextStep.hint,
    ...(step > 0 ? [keys.previousStep.hint] : []),
  ].join(' · ');
};

/**
 * A lesson's step under the board: `lesson step 2 of 4 · PgDn next step ·
 * PgUp step back`, then the step's caption wrapped on the rows left (a click
 * on the heading's left half goes back, on its right half on).
 */
export const LessonCaption = ({
  script,
  step,
  width,
  rows,
  onStep,
}: {
  readonly script: LessonScript;
  /** The step shown, from 0. */
  readonly step: number;
  readonly width: number;
  /** Rows it may take, the heading's among them (at least one). */
  readonly rows: number;
  readonly onStep?: (delta: 1 | -1) => void;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const heading = lessonHeading(script, step);
  const caption = messageLines(
    displayText(script.caption(step), ascii),
    width,
    Math.max(1, Math.min(CAPTION_MOST, rows - 1)),
    ascii,
  );
  return (
    <>
      <Clickable onClick={onStep && (({ x }) => onStep(x < width / 2 && step > 0 ? -1 : 1))}>
        <Text bold wrap="truncate" color={color ? 'cyanBright' : undefined}>
          {truncateWords(displayText(heading, ascii), width, ascii)}
        </Text>
      </Clickable>
      {rows > 1
        ? caption.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: wrapped lines in order
            <Text key={index} wrap="truncate">
              {line}
            </Text>
          ))
        : null}
    </>
  );
};
