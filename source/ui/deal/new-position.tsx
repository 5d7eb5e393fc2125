import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useRef } from 'react';
import { actionOf, dealBindings, type KeyPress } from '../../game/game.js';
import type { Board } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import type { Difficulty } from '../../worker/oracle-protocol.js';
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

/** A difficulty, or today's daily position. */
type Choice = Difficulty | 'daily';

const freshSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/**
 * `n`: the puzzle's real range of optimal lengths in four difficulties; Enter
 * deals a position of the chosen one (a length of its band, then a position
 * at exactly that distance), from the distance oracle off the keys' path.
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

  const askLengths = lengths.start;
  const askedLengths = lengths.view !== undefined;
  useEffect(() => {
    if (askedLengths) return;
    askLengths({ id: entry.id, options, request: { kind: 'lengths' } });
  }, [askLengths, askedLengths, entry.id, options]);
  const known = lengths.view?.outcome;
  const bands = known?.kind === 'lengths' ? known.bands : [];
  const offered: Choice[] = [
    ...bands.filter((band) => !band.empty).map((band) => band.difficulty),
    ...(bands.length > 0 ? ['daily' as const] : []),
  ];

  const dealt = dealing.view?.outcome;
  // Each position dealt is played once, however often the screen draws before it goes.
  const played = useRef<unknown>(undefined);
  useEffect(() => {
    if ((dealt?.kind !== 'dealt' && dealt?.kind !== 'daily') || played.current === dealt) return;
    played.current = dealt;
    const request = dealing.view?.job.request;
    const say = words().deal;
    const label =
      dealt.kind === 'daily'
        ? say.dailyLabel(dealt.day, dealt.length)
        : say.dealtLabel(
            request?.kind === 'deal' ? say.difficulties[request.difficulty] : say.dealt,
            dealt.length,
          );
    onDealt(dealt.board, label);
  }, [dealt, onDealt, dealing.view]);
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
    // A digit chooses, as ↑ ↓ do: Enter alone deals, as the key bar says.
    else if (action !== undefined && offered.includes(action)) setChosen(action);
  };
  useKeys(pressed);

  const say = words().deal;
  const status = busy
    ? chosen === 'daily'
      ? say.dealingDaily
      : say.dealing(say.difficulties[chosen])
    : dealt?.kind === 'failed'
      ? say.failed(dealt.message)
      : dealt?.kind === 'cancelled'
        ? say.stopped
        : '';
  const width = size.columns;
  // Wrapped and cut here: Ink 6 breaks and cuts wide characters wrongly.
  const wrapped = (line: string): string[] => wrapText(text(line), width);
  const nameWidth =
    Math.max(...[...Object.values(say.difficulties), say.daily].map((name) => columns(name))) + 1;
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
