import { Box, Text } from 'ink';
import { type ReactNode, useState } from 'react';
import { actionOf, type KeyPress, resumeBindings } from '../../game/game.js';
import { type Game, usedHelp } from '../../game/history.js';
import { playTime } from '../../game/solved.js';
import { words } from '../../words/words.js';
import { ChoiceList, type ChoiceRow } from '../common/choice-list.js';
import { displayText, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
import { variantName } from '../common/saved-games.js';
import { columns as columnsOf, truncateWords, wrapText } from '../common/truncate.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { openedCode } from '../play/play-text.js';

export type ResumeScreenProps = {
  readonly opened: Opened;
  /** The saved, unfinished game of this puzzle. */
  readonly saved: Game;
  readonly onResume: () => void;
  /** Start from the beginning; the saved game is replaced. */
  readonly onNew: () => void;
  readonly onBack: () => void;
};

/**
 * What the saved game holds, in a few words: `moves 5`, `moves 3 (2 more to
 * redo)`, and the time played on it when known (timeRule): `· 12 min 05 s played`.
 */
export const savedText = (game: Game): string => {
  const say = words().menu;
  const redo = game.steps.length - game.at;
  const help = usedHelp(game) ? say.savedWithHelp : '';
  const played = typeof game.played === 'number' ? say.savedPlayed(playTime(game.played)) : '';
  return `${say.savedMoves(game.moves.length)}${redo > 0 ? say.savedRedo(redo) : ''}${help}${played}`;
};

/** Opening a puzzle with a saved unfinished game: resume it or start a new one. */
export const ResumeScreen = ({
  opened,
  saved,
  onResume,
  onNew,
  onBack,
}: ResumeScreenProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const { columns } = useTerminalSize();
  const [choice, setChoice] = useState<'resume' | 'new'>('resume');
  const text = (line: string): string => displayText(line, ascii);
  const say = words().menu;

  const pressed = (input: string, key: KeyPress): void => {
    const action = actionOf(resumeBindings, input, key);
    if (action === 'switch') setChoice((now) => (now === 'resume' ? 'new' : 'resume'));
    else if (action === 'resume' || (action === 'go' && choice === 'resume')) onResume();
    else if (action === 'new' || action === 'go') onNew();
    else if (action === 'back') onBack();
  };
  useKeys(pressed);

  const rows: ChoiceRow<'resume' | 'new'>[] = [
    { value: 'resume', label: say.resume, more: savedText(saved) },
    { value: 'new', label: say.newGame, more: say.newGameMore },
  ];
  const labelWidth = Math.max(8, ...rows.map((row) => columnsOf(row.label))) + 2;
  const cut = (line: string, room: number): string => text(truncateWords(line, room, ascii));
  return (
    <Box flexDirection="column" width={columns}>
      <Text wrap="truncate">
        <Text bold>{cut(opened.puzzle.title, columns)}</Text>
        <Text dimColor={color}>
          {cut(` · ${openedCode(opened)}`, columns - columnsOf(opened.puzzle.title))}
        </Text>
      </Text>
      <Text> </Text>
      {wrapText(text(say.savedGameOf(variantName(opened))), columns).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Text> </Text>
      <ChoiceList
        rows={rows}
        chosen={choice}
        labelWidth={labelWidth}
        width={columns}
        color={color}
        ascii={ascii}
        text={text}
      />
      <Text> </Text>
      <KeyHints bindings={resumeBindings} width={columns} onPress={pressed} />
    </Box>
  );
};
