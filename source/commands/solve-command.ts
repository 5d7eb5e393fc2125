import { formatBoard } from '../puzzles/board-text.js';
import { type Board, InputError, type NamedBound, type Puzzle } from '../puzzles/puzzle.js';
import { findBound } from '../search/bound-choice.js';
import {
  type Algorithm,
  algorithmNames,
  algorithms,
  guided,
  type IterationEvent,
  provesOptimal,
  SearchLimitReached,
  type SearchResult,
  type Timing,
} from '../search/search-events.js';
import {
  availableAlgorithms,
  defaultAlgorithm,
  type NotApplicable,
  notApplicable,
  solve,
} from '../search/solver.js';
import { count, duration, moveLabel, perSecond } from '../text/format.js';
import {
  iterationRow,
  iterationsOutOfStep,
  rowsHeader,
  stageName,
  tablesLine,
} from '../text/iteration-rows.js';
import { cpuSource, ownClock } from '../util/search-clock.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { longSearchWarning, sayIfMinutes, searchLimits, withinLimits } from './limit-stops.js';
import { printLine as write } from './output.js';
import type { FlagValues } from './specs.js';
import { openTrace } from './trace.js';

export const parseAlgorithm = (
  name: string | undefined,
  puzzle: Puzzle,
  bound?: string,
): Algorithm => {
  // Only IDA* uses a bound, so naming one picks it.
  if (name === undefined) return bound === undefined ? defaultAlgorithm(puzzle) : 'ida';
  const found = algorithms.find((algorithm) => algorithm === name);
  if (!found) throw new InputError(words().commands.solve.unknownAlgo(name, algorithms.join(', ')));
  return found;
};

const jsonAnswer = (
  puzzle: Puzzle,
  algorithm: Algorithm,
  bound: string | undefined,
  result: SearchResult & { positions: Uint8Array[] },
  all: boolean,
  warmed = true,
): object => {
  const moves = result.moves ?? [];
  const last = result.positions[result.positions.length - 1];
  const marked = iterationsOutOfStep(result.iterations);
  return {
    puzzle: puzzle.id,
    algorithm,
    ...(bound === undefined ? {} : { bound }),
    start: formatBoard(puzzle.start, puzzle.pieces),
    goal: formatBoard(last, puzzle.pieces),
    length: moves.length,
    ...(puzzle.lengthNote
      ? {
          lengthWithExtra: moves.length + puzzle.lengthNote.extra,
          extraNote: puzzle.lengthNote.text,
        }
      : {}),
    moves: moves.map((move) => puzzle.notation(move)),
    iterations: result.iterations.map(({ depth, nodes, ms, ownMs, cutoffs }, at) => ({
      depth,
      nodes,
      ms: tenths(ms),
      ...(ownMs === undefined ? {} : { ownMs: tenths(ownMs) }),
      ...(marked[at] ? { outOfStep: true } : {}),
      ...(cutoffs === undefined ? {} : { cutoffs }),
    })),
    nodes: result.nodes,
    ms: tenths(result.ms),
    ownMs: tenths(result.ownMs ?? result.ms),
    ...(result.cpuMs === undefined ? {} : { cpuMs: tenths(result.cpuMs) }),
    timing: timingOf(warmed),
    tables: result.tables ? { ms: tenths(result.tables.ms), built: result.tables.built > 0 } : null,
    solutions: all ? (result.solutions ?? null) : null,
    optimal: provesOptimal(algorithm),
    ...(provesOptimal(algorithm) ? {} : { optimum: optimumBeside(puzzle, result.positions[0]) }),
    ...(result.peak ? { peak: result.peak } : {}),
  };
};

/** How the times were taken (see `Timing`). */
const timingOf = (warmed: boolean): Timing => ({
  clock: ownClock(),
  warmed,
  apart: ['tables', 'reporting'],
  cpu: cpuSource(),
});

/** Milliseconds to one decimal, as `--json` gives every time. */
const tenths = (ms: number): number => Math.round(ms * 10) / 10;

/** The optimum is looked for beside a greedy answer within this many nodes. */
const OPTIMUM_NODES = 2_000_000;

/**
 * The optimal length from `start`, to set a greedy answer against: found by
 * the puzzle's own optimal search within `OPTIMUM_NODES`, else null (unknown).
 */
const optimumBeside = (puzzle: Puzzle, start: Board): number | null => {
  try {
    const { moves } = solve(puzzle, start, defaultAlgorithm(puzzle), { limitNodes: OPTIMUM_NODES });
    return moves?.length ?? null;
  } catch (error) {
    if (error instanceof SearchLimitReached) return null;
    throw error;
  }
};

/** A search that cannot run as asked, in the command line's words. */
const notApplicableText = (puzzle: Puzzle, why: NotApplicable): string => {
  const say = words().commands.solve;
  return why.kind === 'algorithm'
    ? say.cannotUse(puzzle.id, why.algorithm, say.either(why.available))
    : why.kind === 'bound'
      ? say.boundIsForIda(why.algorithm)
      : why.kind === 'guide'
        ? say.greedyNeedsBound
        : say.allCountsWith(say.either(why.counters), why.algorithm);
};

/** The search the flags ask for, checked: the algorithm, the bound named and used, the limits. */
const searchPlan = (puzzle: Puzzle, flags: FlagValues<'solve'>) => {
  const algorithm = parseAlgorithm(flags.algo, puzzle, flags.bound);
  const named = flags.bound === undefined ? undefined : findBound(puzzle, flags.bound);
  const why = notApplicable(puzzle, algorithm, flags.all === true, named?.name);
  if (why) throw new InputError(notApplicableText(puzzle, why));
  const bound = guided(algorithm) ? (named ?? findBound(puzzle, undefined)) : undefined;
  const limits = searchLimits({ limitNodes: flags['limit-nodes'], limitS: flags['limit-s'] });
  const fallback = availableAlgorithms(puzzle).includes('ida') ? (['ida'] as const) : [];
  return { algorithm, named, bound, limits, all: flags.all === true, fallback };
};

/**
 * `solve --json`'s object for `puzzle`; a line of `--batch` too, whose
 * searches are not warmed (`warm`: thousands of short searches, each run once).
 */
export const solvedAsJson = (puzzle: Puzzle, flags: FlagValues<'solve'>, warm = true): object => {
  const { algorithm, named, bound, limits, all, fallback } = searchPlan(puzzle, flags);
  const result = withinLimits(algorithm, fallback, () =>
    solve(puzzle, puzzle.start, algorithm, {
      all,
      warm,
      ...limits,
      ...(named === undefined ? {} : { bound: named }),
    }),
  );
  return inLanguage('en', () => jsonAnswer(puzzle, algorithm, bound?.name, result, all, warm));
};

/** How the answer's positions are drawn: the board's film strip. */
type FilmStrip = typeof import('../board/strip.js')['filmStrip'];

/** `width`: the columns the film strip may fill (a recording's, when one is made). */
export const solveCommand = async (
  puzzle: Puzzle,
  flags: FlagValues<'solve'>,
  width = process.stdout.columns || 80,
): Promise<number> => {
  const { algorithm, named, bound, limits, all, fallback } = searchPlan(puzzle, flags);
  // Loaded only where it is drawn: `--json` prints no board (the drawing code costs a start ~7 ms).
  const strip = flags.json ? undefined : (await import('../board/strip.js')).filmStrip;
  const trace = flags.trace === undefined ? undefined : openTrace(flags.trace, algorithm);
  const warn = longSearchWarning(limits, algorithm, (line) => process.stderr.write(`${line}\n`));
  // Said to a person; a script reading --json gets its object alone.
  if (!flags.json) sayIfMinutes(puzzle, limits, (line) => process.stderr.write(`${line}\n`));
  const run = (onIteration?: (event: IterationEvent) => void) =>
    withinLimits(algorithm, fallback, () =>
      told(
        solve(puzzle, puzzle.start, algorithm, {
          all,
          warm: true,
          ...limits,
          ...(named === undefined ? {} : { bound: named }),
          onIteration: (event) => {
            trace?.write(event);
            onIteration?.(event);
            warn(event);
          },
        }),
      ),
    );
  try {
    return answer(puzzle, flags, algorithm, bound, all, run, width, strip);
  } finally {
    trace?.close();
  }
};

/** A search's note (a stored table set aside) goes to stderr, as a warning does. */
const told = <T extends SearchResult>(result: T): T => {
  if (result.note) process.stderr.write(`tobikoe: ${result.note}\n`);
  return result;
};

/** Prints the answer: one JSON object (`--json`, no `filmStrip` given), or the depth lines, the length and a film strip. */
const answer = (
  puzzle: Puzzle,
  flags: FlagValues<'solve'>,
  algorithm: Algorithm,
  bound: NamedBound | undefined,
  all: boolean,
  run: (onIteration?: (event: IterationEvent) => void) => SearchResult & { positions: Board[] },
  width: number,
  filmStrip: FilmStrip | undefined,
): number => {
  if (filmStrip === undefined) {
    const result = run();
    write(
      JSON.stringify(
        inLanguage('en', () => jsonAnswer(puzzle, algorithm, bound?.name, result, all)),
      ),
    );
    return 0;
  }
  const say = words().commands;
  write(say.titled(puzzle.title, puzzle.id));
  write(say.startGoal(formatBoard(puzzle.start, puzzle.pieces), puzzle.goalText));
  const boundText = bound ? say.solve.boundText(bound.name, bound.text) : '';
  const allText = all ? say.solve.countingAll : '';
  write(`${algorithmNames[algorithm]}${boundText}${allText}`);
  const columns = { cutoffs: true };
  let headed = false;
  const result = run((event) => {
    if (!headed) write(rowsHeader(algorithm, columns));
    headed = true;
    if (event.tables) write(tablesLine(event.tables));
    write(iterationRow(event, columns));
  });
  const marked = iterationsOutOfStep(result.iterations);
  if (marked.includes(true)) {
    const which = result.iterations
      .filter((_, at) => marked[at])
      .map((event) => `${stageName(algorithm)} ${event.depth}`);
    write(words().text.rows.outOfStep(which.join(', ')));
  }
  const moves = result.moves ?? [];
  const extra = puzzle.lengthNote
    ? say.solve.withExtra(moves.length + puzzle.lengthNote.extra, puzzle.lengthNote.text)
    : '';
  const own = result.ownMs ?? result.ms;
  const rate = perSecond(result.nodes, own);
  write(say.solve.solved(moves.length, extra, count(result.nodes), duration(own), rate));
  write(say.solve.timesAre(duration(result.ms), ownClock() === 'wall-less-waits'));
  if (result.tables) write(say.solve.tablesApart(tablesLine(result.tables)));
  if (!provesOptimal(algorithm)) {
    write(say.solve.notKnownShortest(optimumBeside(puzzle, result.positions[0])));
  }
  if (all && result.solutions !== undefined) {
    write(say.solve.solutions(count(result.solutions)));
  }
  write('');
  const frames = result.positions.map((board, step) => ({
    board,
    label:
      step === 0
        ? say.solve.startLabel
        : say.solve.stepLabel(
            step,
            moveLabel(puzzle, moves[step - 1], flags.ascii, result.positions[step - 1]),
          ),
  }));
  for (const line of filmStrip(frames, puzzle, {
    width,
    ascii: flags.ascii === true,
  })) {
    write(line);
  }
  return 0;
};
