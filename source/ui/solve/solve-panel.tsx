import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { boardSize } from '../../board/board.js';
import {
  actionOf,
  type KeyPress,
  lessonStepBindings,
  newPanel,
  type PanelEffect,
  type PanelFacts,
  pressPanel,
  SPEEDS,
  shownAnswerIndex,
  solveBindings,
  tickPanel,
} from '../../game/game.js';
import { openPanelIn, type PanelStart } from '../../game/panel-start.js';
import { startWatching } from '../../game/watch-panel.js';
import { watchSpeedNamed } from '../../game/watch-speeds.js';
import type { Board, Move } from '../../puzzles/puzzle.js';
import { type Algorithm, provesOptimal } from '../../search/search-events.js';
import { availableAlgorithms, defaultAlgorithm } from '../../search/solver.js';
import { useKeys } from '../common/key-router.js';
import { type Opened, sourceOf } from '../common/opened.js';
import { useJob, useKept } from '../common/use-job.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { answerPositions, stepMarks } from './answer-view.js';
import { answersOf, type SolveView } from './panel-text.js';
import { PanelView } from './panel-view.js';
import { useBoundCompare } from './use-bound-compare.js';
import { useCompare } from './use-compare.js';
import { type Preview, useWatchMode } from './use-watch-mode.js';
import { useWatchFirst } from './watch-first.js';

export type SolvePanelProps = {
  /** The puzzle, and which one it is (the workers make it again from `sourceOf`). */
  readonly opened: Opened;
  /** The position the player is in; the panel solves from here when it opens. */
  readonly board: Board;
  /** Enter: the answer up to the shown step, to be played into the game (assisted). */
  readonly onAdopt: (moves: Move[]) => void;
  /** Esc when nothing is running. */
  readonly onClose: () => void;
  /** An answer is on show, or a search is watched: help, for the moves played after (helpRule). */
  readonly onHelp?: () => void;
  /** A finished search proved its answer from `board` the shortest (the game's counter takes it). */
  readonly onProved?: (board: Board, moves: number) => void;
  /** Watch mode: the position at the node being expanded, for the board beside (undefined: the game's). */
  readonly onPreview?: Preview;
  /** Opens in this view rather than solving (a lesson's step); a new view given later is shown at once. */
  readonly startIn?: PanelStart;
  /** A lesson: PgDn and PgUp (`]` `[`) ask for its next step or the one before (+1, -1). */
  readonly onLessonStep?: (delta: 1 | -1) => void;
  /** `z`: presentation size on or off (the board beside is the screen's). */
  readonly onLarge?: () => void;
  /** `p`: inner walls of line pieces' boards off or on (the board beside the panel too). */
  readonly onPlainWalls?: () => void;
  /** Room the panel may use; defaults to the terminal beside the board. */
  readonly width?: number;
  readonly height?: number;
};

/**
 * The solve panel (DESIGN §3): solves from `board` as soon as it opens,
 * streams one line per finished depth and a live line, then steps through the
 * answer. It owns its keys while open; what a key does is `pressPanel`'s
 * (game/panel-state.ts), this component only carries out what that asks for.
 */
export const SolvePanel = ({
  opened,
  board,
  onAdopt,
  onClose,
  onPreview,
  onHelp,
  onProved,
  onLarge,
  onPlainWalls,
  startIn,
  onLessonStep,
  width: givenWidth,
  height: givenHeight,
}: SolvePanelProps): ReactNode => {
  const watchFirst = useWatchFirst();
  const { puzzle, options } = opened;
  const { id } = sourceOf(opened);
  const size = useTerminalSize();
  const width = givenWidth ?? Math.max(30, size.columns - boardSize(puzzle).width - 3);
  const height = givenHeight ?? Math.max(12, size.rows - 2);
  const search = useJob('solve', 'solve/run');
  const comparer = useCompare(id, options);
  const bounder = useBoundCompare(puzzle, id, options);
  // A search watched to its answer is shown as a solve (until the next search).
  const [watchedRun, setWatchedRun] = useKept<SolveView | undefined>(
    'solve/watched-run',
    () => undefined,
  );
  const run = watchedRun ?? search.view;
  const available = useMemo(() => availableAlgorithms(puzzle), [puzzle]);
  const preferred = defaultAlgorithm(puzzle);
  const [panel, setPanel, panelNow] = useKept('solve/panel', newPanel);
  const answers = useMemo(() => answersOf(run), [run]);
  const facts: PanelFacts = {
    available,
    preferred,
    run: run && { algorithm: run.job.algorithm, running: run.status === 'running' },
    answers,
    comparing: comparer.comparison?.running === true,
    comparingBounds: bounder.comparison?.running === true,
  };
  // What the key handler reads: the latest render's facts, even from an older handler.
  const latest = useRef(facts);
  latest.current = facts;

  const solveFrom = (algorithm: Algorithm, all = false): void => {
    setWatchedRun(undefined);
    search.start({ id, options, board, algorithm, all });
  };
  const watcher = useWatchMode({
    id,
    options,
    board,
    panel,
    onPreview,
    onMet: () => setPanel((now) => ({ ...now, playback: { ...now.playback, playing: false } })),
    onSolved: (solved) => {
      setWatchedRun(solved);
      setPanel((now) => ({
        ...now,
        view: 'solve',
        stepping: { ...newPanel().stepping, speed: now.stepping.speed },
      }));
    },
  });
  // Stepping through the answer: the board beside the panel (the large one a class looks at)
  // shows the step too, its last move marked; at the start, or away from the answer, its own.
  const stepped = panel.view === 'solve' ? answers[panel.stepping.answer] : undefined;
  const { step } = panel.stepping;
  useLayoutEffect(() => {
    if (!onPreview || !stepped) return;
    if (step === 0) {
      onPreview(undefined);
      return;
    }
    const at = Math.min(step, stepped.length);
    onPreview(answerPositions(puzzle, board, stepped)[at], stepMarks(puzzle, stepped, at));
    return () => onPreview(undefined);
  }, [onPreview, stepped, step, puzzle, board]);
  // Solve once, from the board the panel opened on, as the panel is committed: its keys are
  // live from then on (useKeys), so a key typed at once must find this search already started.
  // A panel drawn again (the window was too small for a while) finds its work kept.
  const started = search.view !== undefined || watchedRun !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: solve once, from the board the panel opened on
  useLayoutEffect(() => {
    if (started || watcher.view || comparer.comparison || bounder.comparison) return;
    if (watchFirst) {
      const opening = startWatching(panelNow(), watchFirst.algorithm ?? preferred);
      const speed = watchSpeedNamed(watchFirst.speed);
      setPanel({ ...opening.panel, playback: { playing: true, speed } });
      if (opening.effect) perform(opening.effect);
      return;
    }
    if (!startIn) return solveFrom(preferred);
    openIn(startIn);
  }, []);
  // A lesson's next step (or the one before): its view replaces what is shown.
  const shownStart = useRef(startIn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new view given opens it
  useLayoutEffect(() => {
    if (startIn === shownStart.current) return;
    shownStart.current = startIn;
    if (startIn) openIn(startIn);
  }, [startIn]);
  const watchedNodes = watcher.view?.frame?.totalNodes ?? 0;
  const ended = useRef(false);
  useEffect(() => {
    if (!watchFirst || ended.current) return;
    const reached = watchFirst.nodes !== undefined && watchedNodes >= watchFirst.nodes;
    if (!reached && watchedRun === undefined) return;
    ended.current = true;
    if (reached) setPanel((now) => ({ ...now, playback: { ...now.playback, playing: false } }));
    watchFirst.onEnd?.();
  }, [watchFirst, watchedNodes, watchedRun, setPanel]);

  const helping = answers.length > 0 || panel.view === 'watch';
  useEffect(() => {
    if (helping) onHelp?.();
  }, [helping, onHelp]);
  const proof =
    run?.outcome?.kind === 'solved' && provesOptimal(run.job.algorithm)
      ? { board: run.job.board, moves: run.outcome.moves.length }
      : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per finished run
  useEffect(() => {
    if (proof) onProved?.(proof.board, proof.moves);
  }, [run?.serial, proof?.moves]);
  const answerIndex = shownAnswerIndex(panel, facts);
  const last = (answers[answerIndex] ?? []).length;
  const { playing, speed } = panel.stepping;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer length restarts the timer
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setPanel((now) => tickPanel(now, latest.current)),
      SPEEDS[speed],
    );
    return () => clearInterval(timer);
  }, [playing, speed, last, setPanel]);

  const openIn = (start: PanelStart): void => {
    const { panel: next, effect } = openPanelIn(panelNow(), start, latest.current);
    setPanel(next);
    if (effect) perform(effect);
  };
  const perform = (effect: PanelEffect): void => {
    switch (effect.kind) {
      case 'solve':
        comparer.clear();
        bounder.clear();
        watcher.stop();
        solveFrom(effect.algorithm, effect.all);
        return;
      case 'watch':
        search.cancel();
        comparer.clear();
        bounder.clear();
        watcher.start(effect.algorithm);
        return;
      case 'watch-step':
        watcher.step();
        return;
      case 'watch-back':
        watcher.back();
        return;
      case 'stop-watch':
        watcher.stop();
        return;
      case 'bounds':
        search.cancel();
        comparer.clear();
        watcher.stop();
        bounder.start(board);
        return;
      case 'stop-bounds':
        bounder.stop();
        return;
      case 'clear-bounds':
        bounder.clear();
        return;
      case 'cancel':
        search.cancel();
        return;
      case 'compare':
        search.cancel();
        bounder.clear();
        watcher.stop();
        comparer.start(board, effect.algorithms);
        return;
      case 'stop-compare':
        comparer.stop();
        return;
      case 'clear-compare':
        comparer.clear();
        return;
      case 'close':
        onClose();
        return;
      case 'adopt':
        onAdopt([...effect.moves]);
        return;
    }
  };

  // Through the app's key router: it registers as the screen is committed, so
  // a key typed the moment the screen appears is not lost.
  const pressed = (input: string, key: KeyPress): void => {
    // Ctrl-C is the app's (it quits); no other control key means anything here.
    if (key.ctrl) return;
    const step = onLessonStep && actionOf(lessonStepBindings, input, key);
    if (step) {
      onLessonStep(step === 'next-step' ? 1 : -1);
      return;
    }
    const action = actionOf(solveBindings, input, key);
    if (action === 'large') {
      onLarge?.();
      return;
    }
    if (action === 'plain-walls') {
      onPlainWalls?.();
      return;
    }
    const { panel: next, effect } = pressPanel(panelNow(), action, latest.current);
    setPanel(next);
    if (effect) perform(effect);
  };
  useKeys(pressed);

  return (
    <PanelView
      puzzle={puzzle}
      board={board}
      panel={panel}
      run={run}
      comparison={comparer.comparison}
      watched={watcher.view}
      bounds={bounder.comparison}
      available={available}
      preferred={preferred}
      answers={answers}
      answerIndex={answerIndex}
      width={width}
      height={height}
      onPress={pressed}
      onStep={(step) =>
        setPanel((now) => ({ ...now, stepping: { ...now.stepping, step, playing: false } }))
      }
    />
  );
};
