/** What the solve panel says, as plain lines (no Ink here). */
import {
  algorithmKeys,
  type Binding,
  type KeyPress,
  type Panel,
  pressFor,
  SPEEDS,
  solveHintKeys,
} from '../../game/game.js';
import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { nextIteration } from '../../search/estimate.js';
import {
  type Algorithm,
  algorithmNames,
  type LimitStop,
  provesOptimal,
} from '../../search/search-events.js';
import { count, duration, moveLabel, roughDuration } from '../../text/format.js';
import { limitText } from '../../text/limit-text.js';
import { words } from '../../words/words.js';
import { wrapText } from '../common/truncate.js';
import type { JobView } from '../common/use-job.js';
import { depthLabel, shortNames, stageWord } from './text.js';

/** A solve as the panel draws it. */
export type SolveView = JobView<'solve'>;

/** The answers of a finished run: every listed optimal answer, or the one found. */
export const answersOf = (run: SolveView | undefined): readonly Move[][] => {
  if (run?.outcome?.kind !== 'solved') return [];
  return run.outcome.answers && run.outcome.answers.length > 0
    ? run.outcome.answers
    : [run.outcome.moves];
};

export const headerText = (
  view: Panel['view'],
  algorithm: Algorithm,
  bound: string | null = null,
): string => {
  const { header } = words().solve;
  switch (view) {
    case 'compare':
      return header.compare;
    case 'bounds':
      return header.bounds;
    case 'watch':
      return algorithm === 'ida' && bound
        ? header.watchBound(bound)
        : header.watch(algorithmNames[algorithm]);
    case 'solve':
      return header.solve(algorithmNames[algorithm]);
  }
};

/**
 * A key the panel names: its text and what a click on it presses. A hint for
 * two keys (`← → step`) presses the second from `second` on.
 */
export type PanelKey = {
  readonly text: string;
  readonly press?: readonly [string, KeyPress];
  readonly second?: { readonly from: string; readonly press: readonly [string, KeyPress] };
};

const hinted = (binding: Binding<string>, text = binding.hint ?? ''): PanelKey => ({
  text,
  press: pressFor(binding),
});

const { step, ends, speed, back } = solveHintKeys;
const stepKey: PanelKey = {
  text: step.hint ?? '',
  press: ['', { leftArrow: true }],
  second: { from: '→', press: ['', { rightArrow: true }] },
};
const endsKey: PanelKey = {
  text: ends.hint ?? '',
  press: ['', { home: true }],
  second: { from: 'End', press: ['', { end: true }] },
};
const speedKey = (text = speed.hint ?? ''): PanelKey => ({
  text,
  press: ['+', {}],
  second: { from: '-', press: ['-', {}] },
});

/** `1 IDDFS`, `[2 IDA*]`, `3 BFS`: the algorithms that apply, the one in use bracketed. */
export const algorithmItems = (
  available: readonly Algorithm[],
  algorithm: Algorithm,
  view: Panel['view'],
): PanelKey[] =>
  algorithmKeys
    .filter(([, name]) => available.includes(name))
    .map(([keyName, name]) => {
      const label = `${keyName} ${shortNames[name]}`;
      const text =
        name === algorithm && (view === 'solve' || view === 'watch') ? `[${label}]` : label;
      return { text, press: [keyName, {}] };
    });

/** The panel's other views, named on its first key line (none while watching). */
export const viewKeys = (view: Panel['view']): PanelKey[] =>
  view === 'watch'
    ? []
    : [solveHintKeys.compare, solveHintKeys.watch, solveHintKeys.bounds, solveHintKeys.all].map(
        (binding) => hinted(binding),
      );

/** The keys that mean something now, besides the algorithms. */
export const contextKeys = (
  view: Panel['view'],
  run: SolveView | undefined,
  comparing: boolean,
  answers: readonly Move[][],
  last: number,
): PanelKey[] => {
  const say = words().solve;
  const esc = (does: keyof typeof say.escape): PanelKey =>
    hinted(back, `${back.hint} ${say.escape[does]}`);
  if (view === 'compare') return [comparing ? esc('stop') : esc(run ? 'back' : 'close')];
  if (view === 'watch') {
    return [
      hinted(solveHintKeys.autoplay, say.keys.pause),
      hinted(solveHintKeys.stepNode),
      speedKey(say.keys.nodesAFrame),
      esc('stop'),
    ];
  }
  if (view === 'bounds') return [comparing ? esc('stop') : esc('back')];
  if (run?.status === 'running') return [esc('cancel')];
  if (run?.status === 'solved' && last > 0) {
    return [
      stepKey,
      endsKey,
      hinted(solveHintKeys.autoplay),
      speedKey(),
      hinted(solveHintKeys.adopt),
      ...(answers.length > 1 ? [hinted(solveHintKeys.answers)] : []),
      esc('close'),
    ];
  }
  return [esc('close')];
};

/** How the latest run ended: the length and its cost, how many answers, or why there is none. */
export const resultLines = (
  puzzle: Puzzle,
  run: SolveView | undefined,
  answers: readonly Move[][],
  answerIndex: number,
  width: number,
  available: readonly Algorithm[],
): string[] => {
  const outcome = run?.outcome;
  if (!run || !outcome) return [];
  const lines: string[] = [];
  const say = words().solve.result;
  if (outcome.kind === 'solved') {
    const length = outcome.moves.length;
    const figures = [length, count(outcome.nodes), duration(outcome.ownMs ?? outcome.ms)] as const;
    lines.push(
      length === 0
        ? say.alreadyGoal
        : provesOptimal(run.job.algorithm)
          ? say.optimal(...figures)
          : say.found(...figures),
    );
    // Plain deepening steps its limit by two where every answer's length has one parity: say why.
    const depths = run.parts.map((part) => part.depth);
    if (
      run.job.algorithm === 'iddfs' &&
      depths.length > 1 &&
      depths.every((depth, at) => at === 0 || depth - depths[at - 1] === 2)
    ) {
      lines.push(...wrapText(say.byTwo(length % 2 === 0), width));
    }
    if (puzzle.lengthNote && length > 0) {
      const { extra, text } = puzzle.lengthNote;
      lines.push(...wrapText(say.lengthNote(extra, length + extra, text), width));
    }
    if (outcome.solutions !== undefined) {
      const moves = answers[answerIndex] ?? [];
      const listed = answers.length;
      const same = answers.filter((answer) => answer[0] === moves[0]).length;
      const listing = listed < outcome.solutions ? say.listing(count(listed)) : '';
      const first = moves.length > 0 ? moveLabel(puzzle, moves[0]) : '';
      // Wrapped between words where the panel is narrow, as Japanese runs long.
      lines.push(
        ...wrapText(
          say.answers(
            count(outcome.solutions),
            listing,
            answerIndex + 1,
            count(listed),
            same,
            first,
          ),
          width,
        ),
      );
    }
  } else if (outcome.kind === 'cancelled') {
    const depth = run.live?.depth ?? run.parts[run.parts.length - 1]?.depth;
    const at = depth === undefined ? '' : depthLabel(run.job.algorithm, depth);
    lines.push(...wrapText(say.cancelled(duration(run.elapsed), at), width));
  } else if (outcome.kind === 'unsolvable') {
    lines.push(...wrapText(say.noSolution(outcome.reason), width));
  } else if (outcome.kind === 'limited') {
    lines.push(...wrapText(limitedText(outcome.stop, run.job.algorithm, available), width));
  } else if (outcome.kind === 'failed') {
    lines.push(...wrapText(say.failed(outcome.message), width));
  }
  return lines;
};

/** After the step counter: the move that led there, and the autoplay speed. */
export const stepText = (
  puzzle: Puzzle,
  moves: readonly Move[],
  stepping: Panel['stepping'],
  ascii: boolean,
  before?: Board,
): { move: string; speed: string } => {
  const say = words().solve.step;
  const speed = say.speed(SPEEDS[stepping.speed]);
  return {
    move:
      stepping.step === 0 ? say.start : moveLabel(puzzle, moves[stepping.step - 1], false, before),
    speed: stepping.playing ? `  ${ascii ? '>' : '▶'} ${speed}` : `  (${speed})`,
  };
};

/**
 * A search stopped at its limit, and what to press here for one that needs
 * no such store: IDA* where the puzzle has a bound, else plain deepening.
 */
export const limitedText = (
  stop: LimitStop,
  algorithm: Algorithm,
  available: readonly Algorithm[],
): string => {
  const say = words().solve.result;
  const text = limitText(stop, algorithm, say.limits);
  const instead = (['ida', 'iddfs'] as const).find(
    (other) => other !== algorithm && available.includes(other),
  );
  const key = algorithmKeys.find(([, name]) => name === instead)?.[0];
  return key && instead ? say.pressFor(text, key, shortNames[instead]) : text;
};

export const refusalText = (algorithm: Algorithm, puzzle: Puzzle): string =>
  words().solve.result.refused(algorithmNames[algorithm], puzzle.title);

/** Searches whose iterations each grow the last by about the same factor: deepening and BFS layers. */
const deepens = (algorithm: Algorithm): boolean =>
  algorithm === 'iddfs' || algorithm === 'ida' || algorithm === 'bfs';

/** Searches expected to take longer than this are warned about: likely minutes. */
export const LONG_MS = 60_000;

/**
 * While a deepening or breadth-first search runs: what its iteration under way
 * will likely cost, from how the nodes grew from one iteration to the next,
 * and a warning (with the key of a faster algorithm) when it, or the one after
 * it, is likely to take minutes.
 */
export const estimateText = (
  run: SolveView | undefined,
  available: readonly Algorithm[],
): { readonly text: string; readonly long: boolean } | undefined => {
  // Bidirectional and best-first searches do not grow an iteration at a time.
  if (run?.status !== 'running' || !deepens(run.job.algorithm)) return undefined;
  // While tables load the search waits: the forecast starts when they are there.
  if (run.live?.tables) return undefined;
  const next = nextIteration(run.parts);
  if (!next) return undefined;
  const say = words().solve.estimate;
  const word = stageWord(run.job.algorithm);
  const growth = say.growth(count(Math.round(next.growth * 10) / 10), word);
  const now = say.now(
    word,
    next.depth,
    count(Math.round(next.nodes)),
    roughDuration(next.ms),
    growth,
  );
  // The one after grows as this one did.
  const after = {
    depth: next.depth + (next.depth - (run.parts.at(-1)?.depth ?? 0)),
    ms: next.ms * next.growth,
  };
  const slow = next.ms >= LONG_MS ? next : after.ms >= LONG_MS ? after : undefined;
  if (!slow) return { text: now, long: false };
  const faster = (['ida', 'bidir'] as const).find(
    (other) => other !== run.job.algorithm && available.includes(other),
  );
  const key = faster ? algorithmKeys.find(([, name]) => name === faster)?.[0] : undefined;
  const advice = faster && key ? say.faster(key, shortNames[faster]) : '';
  return {
    text: say.long(now, word, slow.depth, roughDuration(slow.ms), advice),
    long: true,
  };
};

/** What the panel says about the last key: an algorithm that does not apply, a key during a search, a switch. */
export const noticeText = (panel: Panel, puzzle: Puzzle, running: boolean): string => {
  if (panel.refused) return refusalText(panel.refused, puzzle);
  const say = words().solve;
  if (panel.busy && running) return say.notice.busy;
  if (panel.counting) {
    const { chosen, instead } = panel.counting;
    return say.notice.counting(algorithmNames[chosen], shortNames[instead]);
  }
  return '';
};
