import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { boardSize } from '../../board/index.js';
import type { Board, Move, Puzzle, PuzzleOptions } from '../../puzzles/types.js';
import { availableAlgorithms, defaultAlgorithm } from '../../search/solve.js';
import { type Algorithm, algorithmNames } from '../../search/types.js';
import { count, moveText, seconds } from '../../text/format.js';
import { displayText, useDisplay } from '../common/display.js';
import { useKeys } from '../common/keys.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { wrapText } from '../common/wrap.js';
import { AnswerView, answerLayout, answerPositions } from './answer-view.js';
import { CompareTable } from './compare-table.js';
import { DepthLines, LiveLine } from './depth-lines.js';
import { algorithmKeys, itemLines, shortNames } from './text.js';
import { useCompare } from './use-compare.js';
import { useRefState } from './use-ref-state.js';
import { type SearchRun, useSearchRun } from './use-search-run.js';

export type SolvePanelProps = {
  readonly puzzle: Puzzle;
  /** Catalogue id and options: how the worker recreates the puzzle. */
  readonly id: string;
  readonly options: PuzzleOptions;
  /** The position the player is in; the panel solves from here when it opens. */
  readonly board: Board;
  /** Enter: the answer up to the shown step, to be played into the game (assisted). */
  readonly onAdopt: (moves: number[]) => void;
  /** Esc when nothing is running. */
  readonly onClose: () => void;
  /** Room the panel may use; defaults to the terminal beside the board. */
  readonly width?: number;
  readonly height?: number;
};

/** Autoplay speeds in milliseconds per step; `+` goes right, `-` left. */
export const SPEEDS = [1000, 600, 350, 200, 100] as const;
const DEFAULT_SPEED = 1;

type Stepping = {
  readonly step: number;
  readonly answer: number;
  readonly playing: boolean;
  readonly speed: number;
};

const HOME: Stepping = { step: 0, answer: 0, playing: false, speed: DEFAULT_SPEED };

const cellsText = (cells: readonly number[]): string => `[${cells.join(', ')}]`;

/** The answers of a finished run: every listed optimal answer, or the one found. */
const answersOf = (run: SearchRun | undefined): readonly Move[][] => {
  if (run?.outcome?.kind !== 'solved') return [];
  return run.outcome.answers && run.outcome.answers.length > 0
    ? run.outcome.answers
    : [run.outcome.moves];
};

/**
 * The solve panel (DESIGN §3): solves from `board` in a worker as soon as it
 * opens, streams one line per finished depth and a live line, then steps
 * through the answer. It owns its keys while open.
 */
export const SolvePanel = ({
  puzzle,
  id,
  options,
  board,
  onAdopt,
  onClose,
  width: givenWidth,
  height: givenHeight,
}: SolvePanelProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const size = useTerminalSize();
  const width = givenWidth ?? Math.max(30, size.columns - boardSize(puzzle).width - 3);
  const height = givenHeight ?? Math.max(12, size.rows - 2);
  const runner = useSearchRun(id, options);
  const comparer = useCompare(id, options);
  const { run } = runner;
  const available = useMemo(() => availableAlgorithms(puzzle), [puzzle]);
  const [view, setView, viewNow] = useRefState<'solve' | 'compare'>('solve');
  const [stepping, setStepping, steppingNow] = useRefState<Stepping>(HOME);
  const [notice, setNotice] = useState('');
  // What the key handler reads: the latest render's values, even from an older handler.
  const latest = useRef({ run, comparison: comparer.comparison });
  latest.current = { run, comparison: comparer.comparison };

  // biome-ignore lint/correctness/useExhaustiveDependencies: solve once, from the board the panel opened on
  useEffect(() => {
    runner.start(board, defaultAlgorithm(puzzle));
  }, []);

  const answers = answersOf(run);
  const answerIndex = Math.min(stepping.answer, Math.max(0, answers.length - 1));
  const moves = answers[answerIndex] ?? [];
  const start = run?.board ?? board;
  const positions = useMemo(() => answerPositions(puzzle, start, moves), [puzzle, start, moves]);
  const solved = run?.status === 'solved';
  const last = moves.length;

  useEffect(() => {
    if (!stepping.playing) return;
    const timer = setInterval(() => {
      setStepping((now) =>
        now.step >= last ? { ...now, playing: false } : { ...now, step: now.step + 1 },
      );
    }, SPEEDS[stepping.speed]);
    return () => clearInterval(timer);
  }, [stepping.playing, stepping.speed, last, setStepping]);

  const solveWith = (algorithm: Algorithm, all = false): void => {
    comparer.clear();
    setView('solve');
    setStepping((now) => ({ ...HOME, speed: now.speed }));
    runner.start(board, algorithm, all);
  };

  // Through the app's key router: it registers as the screen is committed, so
  // a key typed the moment the screen appears is not lost.
  useKeys((input, key) => {
    // Ctrl-C is the app's (it quits); no other control key means anything here.
    if (key.ctrl) return;
    const { run: current, comparison } = latest.current;
    const viewing = viewNow.current;
    setNotice('');
    if (key.escape) {
      if (viewing === 'compare') {
        if (comparison?.running) comparer.stop();
        else if (current) {
          comparer.clear();
          setView('solve');
        } else onClose();
        return;
      }
      if (current?.status === 'running') runner.cancel();
      else onClose();
      return;
    }
    const chosen = algorithmKeys.find(([name]) => name === input)?.[1];
    if (chosen) {
      if (available.includes(chosen)) solveWith(chosen);
      else setNotice(`${algorithmNames[chosen]} does not apply to ${puzzle.title}`);
      return;
    }
    if (input === 'c') {
      runner.cancel();
      setView('compare');
      comparer.start(
        board,
        algorithmKeys.map(([, name]) => name).filter((name) => available.includes(name)),
      );
      return;
    }
    if (input === 'a') {
      const algorithm =
        current && current.algorithm !== 'bidir' ? current.algorithm : defaultAlgorithm(puzzle);
      solveWith(algorithm, true);
      return;
    }
    if (viewing !== 'solve' || current?.status !== 'solved') return;
    const list = answersOf(current);
    const { answer, step } = steppingNow.current;
    const shown = list[Math.min(answer, list.length - 1)] ?? [];
    const end = shown.length;
    if (key.return) {
      onAdopt(shown.slice(0, step));
      return;
    }
    const clampStep = (to: number): number => Math.max(0, Math.min(end, to));
    if (key.rightArrow || input === 'l') {
      setStepping((now) => ({ ...now, playing: false, step: clampStep(now.step + 1) }));
    } else if (key.leftArrow || input === 'h') {
      setStepping((now) => ({ ...now, playing: false, step: clampStep(now.step - 1) }));
    } else if (key.home) {
      setStepping((now) => ({ ...now, playing: false, step: 0 }));
    } else if (key.end) {
      setStepping((now) => ({ ...now, playing: false, step: end }));
    } else if (input === ' ') {
      setStepping((now) => ({
        ...now,
        playing: !now.playing,
        step: !now.playing && now.step >= end ? 0 : now.step,
      }));
    } else if (input === '+' || input === '=') {
      setStepping((now) => ({ ...now, speed: Math.min(SPEEDS.length - 1, now.speed + 1) }));
    } else if (input === '-' || input === '_') {
      setStepping((now) => ({ ...now, speed: Math.max(0, now.speed - 1) }));
    } else if (
      (key.downArrow || key.upArrow || input === 'j' || input === 'k') &&
      list.length > 1
    ) {
      const delta = key.downArrow || input === 'j' ? 1 : -1;
      setStepping((now) => ({
        ...now,
        step: 0,
        playing: false,
        answer: (now.answer + delta + list.length) % list.length,
      }));
    }
  });

  // --- what the panel says -------------------------------------------------
  const algorithm = run?.algorithm ?? defaultAlgorithm(puzzle);
  const header =
    view === 'compare'
      ? 'Compare the algorithms from this position'
      : `Solve: ${algorithmNames[algorithm]}`;

  const algorithmBar = algorithmKeys
    .filter(([, name]) => available.includes(name))
    .map(([keyName, name]) => {
      const label = `${keyName} ${shortNames[name]}`;
      return name === algorithm && view === 'solve' ? `[${label}]` : label;
    })
    .join('  ');
  const contextKeys = ((): string[] => {
    if (view === 'compare') {
      return [comparer.comparison?.running ? 'Esc stop' : `Esc ${run ? 'back' : 'close'}`];
    }
    if (run?.status === 'running') return ['Esc cancel'];
    if (solved && last > 0) {
      return [
        '← → step',
        'Home/End',
        'Space play',
        '+- speed',
        'Enter adopt',
        ...(answers.length > 1 ? ['↑↓ answer'] : []),
        'Esc close',
      ];
    }
    return ['Esc close'];
  })();
  const shown = (line: string): string => displayText(line, ascii);
  const keyLines = [
    ...itemLines([algorithmBar, 'c compare', 'a all'], width),
    ...itemLines(contextKeys, width),
  ].map(shown);

  const resultLines: string[] = [];
  if (run && view === 'solve') {
    const outcome = run.outcome;
    if (outcome?.kind === 'solved') {
      const length = outcome.moves.length;
      resultLines.push(
        length === 0
          ? 'this position is already a goal'
          : `optimal ${length} moves · ${count(outcome.nodes)} nodes · ${seconds(outcome.ms)}`,
      );
      if (puzzle.lengthNote && length > 0) {
        const { extra, text } = puzzle.lengthNote;
        resultLines.push(`+${extra} = ${length + extra} with ${text}`);
      }
      if (outcome.solutions !== undefined) {
        const listed = answers.length;
        const first = moves.length > 0 ? puzzle.notation(moves[0]) : [];
        const same = answers.filter((answer) => answer[0] === moves[0]).length;
        const listing = listed < outcome.solutions ? ` (first ${count(listed)} listed)` : '';
        resultLines.push(
          `${count(outcome.solutions)} optimal answers${listing} · answer ${answerIndex + 1}/${count(listed)} · ${same} begin ${cellsText(first)}`,
        );
      }
    } else if (outcome?.kind === 'cancelled') {
      const depth = run.live?.depth ?? run.iterations[run.iterations.length - 1]?.depth;
      const where =
        depth === undefined ? '' : ` at ${algorithm === 'ida' ? 'bound' : 'depth'} ${depth}`;
      resultLines.push(`cancelled after ${seconds(run.elapsed)}${where}`);
    } else if (outcome?.kind === 'unsolvable') {
      resultLines.push(...wrapText(`no solution: ${outcome.reason}`, width));
    } else if (outcome?.kind === 'failed') {
      resultLines.push(...wrapText(`failed: ${outcome.message}`, width));
    }
  }
  const results = resultLines.map(shown);

  const showAnswer = view === 'solve' && solved && last > 0;
  // Rows besides the answer view: header, one depth line at least, results, step line, keys.
  const around = 1 + 1 + results.length + 1 + keyLines.length + (notice ? 1 : 0);
  const layout = showAnswer
    ? answerLayout(puzzle, moves, width, Math.max(0, height - around))
    : undefined;
  const fixed =
    1 +
    keyLines.length +
    (notice ? 1 : 0) +
    (view === 'compare' ? (comparer.comparison?.rows.length ?? 0) + 3 : 0) +
    (run?.status === 'running' ? 1 : resultLines.length) +
    (showAnswer && layout ? 1 + layout.height : 0);
  const depthRows = Math.max(1, height - fixed);
  const stepText =
    stepping.step === 0 ? 'start' : shown(moveText(puzzle.notation(moves[stepping.step - 1])));
  const playText = stepping.playing
    ? `  ${ascii ? '>' : '▶'} ${SPEEDS[stepping.speed]} ms/step`
    : `  (${SPEEDS[stepping.speed]} ms/step)`;

  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {shown(header)}
      </Text>
      {run && view === 'solve' ? (
        <DepthLines
          key={run.serial}
          iterations={run.iterations}
          algorithm={run.algorithm}
          width={width}
          rows={depthRows}
        />
      ) : null}
      {run?.status === 'running' && view === 'solve' ? (
        <LiveLine
          algorithm={run.algorithm}
          live={run.live}
          elapsed={run.elapsed}
          width={width}
          note={run.all ? 'counting every optimal answer' : ''}
        />
      ) : null}
      {results.map((line) => (
        <Text
          key={line}
          wrap="truncate"
          bold={solved}
          color={color && solved ? 'green' : undefined}
        >
          {line}
        </Text>
      ))}
      {view === 'compare' && comparer.comparison ? (
        <CompareTable comparison={comparer.comparison} />
      ) : null}
      {showAnswer && layout ? (
        <Box flexDirection="column">
          <Text wrap="truncate">
            <Text bold>
              step {stepping.step}/{last}
            </Text>
            {`  ${stepText}${playText}`}
          </Text>
          <AnswerView
            puzzle={puzzle}
            positions={positions}
            moves={moves}
            step={stepping.step}
            width={width}
            layout={layout}
          />
        </Box>
      ) : null}
      {notice ? <Text wrap="truncate">{shown(notice)}</Text> : null}
      {keyLines.map((line) => (
        <Text key={line} wrap="truncate" dimColor={color}>
          {line}
        </Text>
      ))}
    </Box>
  );
};
