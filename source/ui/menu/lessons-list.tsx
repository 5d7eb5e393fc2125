import { Box, Text } from 'ink';
import { type ReactNode, useState } from 'react';
import { actionOf, type KeyPress } from '../../game/game.js';
import { lessonBindings } from '../../game/lesson-keys.js';
import type { LessonScript } from '../../game/lesson-script.js';
import { words } from '../../words/words.js';
import { Clickable } from '../common/clickable.js';
import { displayText, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
import { truncateWords, wrapText } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { LESSONS, type Lesson, lessonScript, lessonWords, openLesson } from './lessons.js';

export type LessonsListProps = {
  /** Enter: open a lesson: its position, made, and its script (the panel opens in its first step). */
  readonly onOpen: (lesson: { readonly opened: Opened; readonly script: LessonScript }) => void;
  readonly onBack: () => void;
};

/**
 * The menu's lessons (`l`): each lesson's title, and under the one chosen
 * what to look at. A small list of its own, apart from the puzzles.
 */
export const LessonsList = ({ onOpen, onBack }: LessonsListProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const { columns: width } = useTerminalSize();
  const [chosen, setChosen] = useState(0);
  const [problem, setProblem] = useState<string>();
  const open = (lesson: Lesson): void => {
    try {
      onOpen({ opened: openLesson(lesson), script: lessonScript(lesson) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const say = words().menu.lessons;
  const shown = (line: string): string => truncateWords(displayText(line, ascii), width - 1, ascii);
  const onKey = (input: string, key: KeyPress): void => {
    const action = actionOf(lessonBindings, input, key);
    if (action === 'up') setChosen((now) => (now + LESSONS.length - 1) % LESSONS.length);
    else if (action === 'down') setChosen((now) => (now + 1) % LESSONS.length);
    else if (action === 'open') open(LESSONS[chosen]);
    else if (action === 'back') onBack();
  };
  useKeys(onKey);
  const look = wrapText(
    displayText(say.lookAt(lessonWords(LESSONS[chosen]).look), ascii),
    width - 1,
  );
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {shown(say.title)}
      </Text>
      {wrapText(displayText(say.intro, ascii), width - 1).map((line) => (
        <Text key={line} wrap="truncate" dimColor={color}>
          {line}
        </Text>
      ))}
      <Text> </Text>
      {LESSONS.map((lesson, index) => {
        const selected = index === chosen;
        return (
          <Clickable
            key={lesson.words}
            onClick={() => (selected ? open(lesson) : setChosen(index))}
          >
            <Text
              wrap="truncate"
              bold={selected}
              color={color && selected ? 'cyanBright' : undefined}
            >
              {shown(
                `${selected ? (ascii ? '> ' : '❯ ') : '  '}${lessonWords(lesson).title} · ${say.steps(lesson.steps.length)}`,
              )}
            </Text>
          </Clickable>
        );
      })}
      <Text> </Text>
      {look.map((line) => (
        <Text key={line} wrap="truncate">
          {line}
        </Text>
      ))}
      <Text wrap="truncate" color={color ? 'redBright' : undefined}>
        {problem === undefined ? ' ' : shown(problem)}
      </Text>
      <KeyHints bindings={lessonBindings} width={width} onPress={onKey} />
    </Box>
  );
};
