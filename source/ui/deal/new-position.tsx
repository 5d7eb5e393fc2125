import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useRef } from 'react';
import { actionOf, dealBindings, type KeyPress } from '../../game/game.js';
import type { Board } from '../../puzzles/puzzle.js';
import { FIRST_SHUFFLE, stepShuffle } from '../../search/shuffle-moves.js';
import { words } from '../../words/words.js';
import type { Difficulty } from '../../worker/oracle-protocol.js';
import { noteDealt } from '../common/dealt-origins.js';
import { displayText, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
import { columns, padColumns, truncateWords, wrapText } from '../common/truncate.js';
import { useJob, useKept } from '../common/use-job.js';
import { useTerminalSize } from '../common/use-terminal-size.js';

export type NewPositionProps = {
  readonly opened: Opened;
  /** A position was dealt: play it; `label` says what it is (`hard · 18 moves`, `daily 2026-11-25 · par 11`). */
  readonly onDealt: (board: Board, label: string) => void;
  readonly onClose: () => void;
  /** The seed of each deal (the app: a fresh one each time). */
  readonly seed?: () => number;
};

/** A difficulty, today's daily position, a uniformly random one, or a shuffle of N moves. */
type Choice = Difficulty | 'daily' | 'random' | 'shuffle';

const freshSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/**
 * `n`: the puzzle's real range of optimal lengths in four difficulties; Enter
 * deals a position of the chosen one (a length of its band, then a position
 * at exactly that distance), from the distance oracle off the keys' path.
 * Beside them: today's daily position, a uniformly random one (its optimum
 * is the game's to find), and a shuffle of N random moves from the goal.
 */
export const NewPosition = ({
  opened,
  onDealt,
  onClose,
  seed = freshSeed,
}: NewPositionProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const size = useTerminalSize();
  const text = (line: string): string => displayText(line, ascii);
  const lengths = useJob('ask', 'new/lengths');
  const dealing = useJob('ask', 'new/deal');
  const { entry, options, puzzle } = opened;
  const [chosen, setChosen] = useKept<Choice>('new/chosen', () => 'hard');
  const [shuffleMoves, setShuffleMoves] = useKept('new/shuffle', () =>
    stepShuffle(puzzle, FIRST_SHUFFLE, 0),
  );

  const askLengths = lengths.start;
  const askedLengths = lengths.view !== undefined;
  useEffect(() => {
    if (askedLengths) return;
    askLengths({ id: entry.id, options, request: { kind: 'lengths' } });
  }, [askLengths, askedLengths, entry.id, options]);
  const known = lengths.view?.outcome;
  const bands = known?.kind === 'lengths' ? known.bands : [];
  const noRandom = known?.kind === 'lengths' ? known.noRandom : null;
  const offered: Choice[] = [
    ...bands.filter((band) => !band.empty).map((band) => band.difficulty),
    ...(bands.length > 0 ? ['daily' as const] : []),
    ...(bands.length > 0 && noRandom === null ? ['random' as const] : []),
    ...(bands.length > 0 ? ['shuffle' as const] : []),
  ];

  const dealt = dealing.view?.outcome;
  // Each position dealt is played once, however often the screen draws before it goes.
  const played = useRef<unknown>(undefined);
  useEffect(() => {
    if (dealt === undefined || played.current === dealt) return;
    const request = dealing.view?.job.request;
    const say = words().deal;
    let label: string;
    if (dealt.kind === 'daily') label = say.dailyLabel(dealt.day, dealt.length);
    else if (dealt.kind === 'dealt') {
      label = say.dealtLabel(
        request?.kind === 'deal' ? say.difficulties[request.difficulty] : say.dealt,
        dealt.length,
      );
    } else if (dealt.kind === 'drawn') {
      // Without a whole table the distance is the game's to find (its counter's `optimal`).
      label = dealt.length === null ? say.random : say.dealtLabel(say.random, dealt.length);
    } else if (dealt.kind === 'shuffled') label = say.shuffledLabel(dealt.walked);
    else return;
    played.current = dealt;
    noteDealt(opened, dealt.board, dealt.kind === 'daily' ? 'daily' : 'dealt');
    onDealt(dealt.board, label);
  }, [dealt, onDealt, dealing.view, opened]);
  const busy = dealing.view !== undefined && dealt === undefined;

  const move = (by: number): void => {
    const at = offered.indexOf(chosen);
    const next = offered[Math.min(offered.length - 1, Math.max(0, at + by))];
    if (next) setChosen(next);
  };
  const deal = (choice: Choice): void => {
    if (!offered.includes(choice)) return;
    setChosen(choice);
    const request =
      choice === 'daily'
        ? { kind: 'daily' as const }
        : choice === 'random'
          ? { kind: 'random' as const, seed: seed() }
          : choice === 'shuffle'
            ? { kind: 'shuffle' as const, moves: shuffleMoves, seed: seed() }
            : { kind: 'deal' as const, difficulty: choice, seed: seed() };
    dealing.start({ id: entry.id, options, request });
  };
  const pressed = (input: string, key: KeyPress): void => {
    const action = actionOf(dealBindings, input, key);
    if (action === 'back') {
      if (busy) dealing.clear();
      else onClose();
      return;
    }
    if (busy) return;
    if (action === 'up') move(-1);
    else if (action === 'down') move(1);
    else if (action === 'deal') deal(chosen);
    else if (action === 'previous' || action === 'next') {
      if (!offered.includes('shuffle')) return;
      setChosen('shuffle');
      setShuffleMoves((moves) => stepShuffle(puzzle, moves, action === 'next' ? 1 : -1));
    }
    // A digit chooses, as ↑ ↓ do: Enter alone deals, as the key bar says.
    else if (action !== undefined && offered.includes(action)) setChosen(action);
  };
  useKeys(pressed);

  const say = words().deal;
  const dealingText = (): string =>
    chosen === 'daily'
      ? say.dealingDaily
      : chosen === 'random'
        ? say.drawing
        : chosen === 'shuffle'
          ? say.shuffling(shuffleMoves)
          : say.dealing(say.difficulties[chosen]);
  const status = busy
    ? dealingText()
    : dealt?.kind === 'failed'
      ? say.failed(dealt.message)
      : dealt?.kind === 'cancelled'
        ? say.stopped
        : '';
  const width = size.columns;
  // Wrapped and cut here: Ink 6 breaks and cuts wide characters wrongly.
  const wrapped = (line: string): string[] => wrapText(text(line), width);
  const nameWidth =
    Math.max(
      ...[...Object.values(say.difficulties), say.daily, say.random, say.shuffle].map((name) =>
        columns(name),
      ),
    ) + 1;
  const row = (mark: boolean, number: number, name: string, more: string): string =>
    truncateWords(
      text(`${mark ? '>' : ' '} ${number} ${padColumns(name, nameWidth)}${more}`),
      width,
      ascii,
    );
  return (
    <Box flexDirection="column" width={size.columns}>
      <Text bold wrap="truncate">
        {truncateWords(text(say.title(puzzle.title)), width, ascii)}
      </Text>
      <Box marginTop={1} flexDirection="column">
        {known === undefined ? (
          <Text>{truncateWords(text(say.finding), width, ascii)}</Text>
        ) : known.kind === 'lengths' ? (
          <>
            {wrapped(say.lengths(known.range)).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Box marginTop={1} flexDirection="column">
              {bands.map((band, index) => (
                <Text
                  key={band.difficulty}
                  wrap="truncate"
                  dimColor={band.empty && color}
                  inverse={band.difficulty === chosen && color}
                >
                  {row(
                    band.difficulty === chosen,
                    index + 1,
                    say.difficulties[band.difficulty],
                    band.text,
                  )}
                </Text>
              ))}
              <Text inverse={chosen === 'daily' && color} wrap="truncate">
                {row(chosen === 'daily', 5, say.daily, say.dailyMore)}
              </Text>
              <Text
                inverse={chosen === 'random' && color}
                dimColor={noRandom !== null && color}
                wrap="truncate"
              >
                {row(chosen === 'random', 6, say.random, noRandom ?? say.randomMore)}
              </Text>
              <Text inverse={chosen === 'shuffle' && color} wrap="truncate">
                {row(chosen === 'shuffle', 7, say.shuffle, say.shuffleMore(shuffleMoves))}
              </Text>
            </Box>
            <Box marginTop={1} flexDirection="column">
              {wrapped(known.ceiling).map((line) => (
                <Text key={line} dimColor={color}>
                  {line}
                </Text>
              ))}
            </Box>
          </>
        ) : (
          wrapped(say.unknown(known.kind === 'failed' ? known.message : known.kind)).map((line) => (
            <Text key={line}>{line}</Text>
          ))
        )}
      </Box>
      <Box marginTop={1} flexDirection="column">
        {(status === '' ? [''] : wrapped(status)).map((line) => (
          <Text key={line} color={color && dealt?.kind === 'failed' ? 'redBright' : undefined}>
            {line}
          </Text>
        ))}
        <KeyHints bindings={dealBindings} width={size.columns} onPress={pressed} />
      </Box>
    </Box>
  );
};
