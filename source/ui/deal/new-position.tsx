import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useRef } from 'react';
import { actionOf, dealBindings, type KeyPress } from '../../game/game.js';
import type { Board } from '../../puzzles/puzzle.js';
import type { Difficulty } from '../../worker/oracle-protocol.js';
import { displayText, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
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
    const moves = `${dealt.length} ${dealt.length === 1 ? 'move' : 'moves'}`;
    const label =
      dealt.kind === 'daily'
        ? `daily ${dealt.day} · par ${dealt.length}`
        : `${request?.kind === 'deal' ? request.difficulty : 'dealt'} · ${moves} from the goal`;
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
    else if (action !== undefined) deal(action);
  };
  useKeys(pressed);

  const status = busy
    ? `dealing ${chosen === 'daily' ? "today's" : `a ${chosen}`} position… (Esc stops)`
    : dealt?.kind === 'failed'
      ? `no position dealt: ${dealt.message}`
      : dealt?.kind === 'cancelled'
        ? 'stopped; choose again'
        : '';
  return (
    <Box flexDirection="column" width={size.columns}>
      <Text bold wrap="truncate">
        {text(`A new position · ${puzzle.title}`)}
      </Text>
      <Box marginTop={1} flexDirection="column">
        {known === undefined ? (
          <Text>{text('finding the lengths there are…')}</Text>
        ) : known.kind === 'lengths' ? (
          <>
            <Text wrap="wrap">{text(`optimal lengths: ${known.range}`)}</Text>
            <Box marginTop={1} flexDirection="column">
              {bands.map((band, index) => (
                <Text
                  key={band.difficulty}
                  wrap="truncate"
                  dimColor={band.empty && color}
                  inverse={band.difficulty === chosen && color}
                >
                  {text(
                    `${band.difficulty === chosen ? '>' : ' '} ${index + 1} ${band.difficulty.padEnd(8)}${band.text}`,
                  )}
                </Text>
              ))}
              <Text inverse={chosen === 'daily' && color} wrap="truncate">
                {text(
                  `${chosen === 'daily' ? '>' : ' '} 5 daily   today's position, the same for everyone`,
                )}
              </Text>
            </Box>
          </>
        ) : (
          <Text wrap="wrap">
            {text(
              `the lengths cannot be known: ${known.kind === 'failed' ? known.message : known.kind}`,
            )}
          </Text>
        )}
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text wrap="wrap" color={color && dealt?.kind === 'failed' ? 'redBright' : undefined}>
          {text(status)}
        </Text>
        <KeyHints bindings={dealBindings} width={size.columns} onPress={pressed} />
      </Box>
    </Box>
  );
};
