/** The solve panel's part of the key table (DESIGN §3). */
import type { Algorithm } from '../search/search-events.js';
import { words } from '../words/words.js';
import { type Binding, letter, plain, upDownBinding, worded } from './key-binding.js';

export type SolveAction =
  | Algorithm
  | 'all'
  | 'compare'
  | 'watch'
  | 'bounds'
  | 'step-node'
  | 'node-back'
  | 'back'
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'play'
  | 'faster'
  | 'slower'
  | 'next-answer'
  | 'previous-answer'
  | 'adopt'
  | 'large'
  | 'plain-walls';

/** The panel's keys `1`..`6`, in the order of DESIGN §3, then A* and greedy best-first. */
export const algorithmKeys: readonly (readonly [string, Algorithm])[] = [
  ['1', 'iddfs'],
  ['2', 'ida'],
  ['3', 'bfs'],
  ['4', 'bidir'],
  ['5', 'astar'],
  ['6', 'greedy'],
];

const algorithms: Binding<SolveAction> = worded(() => words().keys.solve.algorithms, {
  keys: '1 2 3 4 5 6',
  action: (input, key) =>
    plain(key) ? algorithmKeys.find(([char]) => char === input)?.[1] : undefined,
});
const compare: Binding<SolveAction> = worded(() => words().keys.solve.compare, {
  keys: 'c',
  action: letter('c', 'compare'),
});
const watch: Binding<SolveAction> = worded(() => words().keys.solve.watch, {
  keys: 'w',
  action: letter('w', 'watch'),
});
const bounds: Binding<SolveAction> = worded(() => words().keys.solve.bounds, {
  keys: 'b',
  action: letter('b', 'bounds'),
});
const stepNode: Binding<SolveAction> = worded(() => words().keys.solve.stepNode, {
  keys: ', .',
  action: (input, key) => {
    if (!plain(key)) return undefined;
    return input === '.' ? 'step-node' : input === ',' ? 'node-back' : undefined;
  },
});
const large: Binding<SolveAction> = worded(() => words().keys.solve.large, {
  keys: 'z',
  action: letter('z', 'large'),
});
const plainWalls: Binding<SolveAction> = worded(() => words().keys.solve.plainWalls, {
  keys: 'p',
  action: letter('p', 'plain-walls'),
});
const all: Binding<SolveAction> = worded(() => words().keys.solve.all, {
  keys: 'a',
  action: letter('a', 'all'),
});
const step: Binding<SolveAction> = worded(() => words().keys.solve.step, {
  keys: '← →  h l',
  asciiKeys: 'left right  h l',
  action: (input, key) => {
    if (key.rightArrow || (input === 'l' && plain(key))) return 'next';
    if (key.leftArrow || (input === 'h' && plain(key))) return 'previous';
    return undefined;
  },
});
const ends: Binding<SolveAction> = worded(() => words().keys.solve.ends, {
  keys: 'Home End',
  hint: 'Home/End',
  action: (_input, key) => (key.home ? 'first' : key.end ? 'last' : undefined),
});
const autoplay: Binding<SolveAction> = worded(() => words().keys.solve.autoplay, {
  keys: 'Space',
  action: letter(' ', 'play'),
});
const speed: Binding<SolveAction> = worded(() => words().keys.solve.speed, {
  keys: '+ -',
  action: (input, key) => {
    if (!plain(key)) return undefined;
    if (input === '+' || input === '=') return 'faster';
    if (input === '-' || input === '_') return 'slower';
    return undefined;
  },
});
const adopt: Binding<SolveAction> = worded(() => words().keys.solve.adopt, {
  keys: 'Enter',
  action: (_input, key) => (key.return ? 'adopt' : undefined),
});
const answers: Binding<SolveAction> = upDownBinding(
  () => words().keys.solve.answers,
  'previous-answer',
  'next-answer',
);
const back: Binding<SolveAction> = worded(() => words().keys.solve.back, {
  keys: 'Esc',
  hint: 'Esc',
  action: (_input, key) => (key.escape ? 'back' : undefined),
});

export const solveBindings: readonly Binding<SolveAction>[] = [
  algorithms,
  compare,
  watch,
  bounds,
  all,
  step,
  ends,
  autoplay,
  speed,
  stepNode,
  adopt,
  answers,
  large,
  plainWalls,
  back,
];

/** The bindings whose hints the panel shows, by what they are for. */
export const solveHintKeys = {
  compare,
  watch,
  bounds,
  stepNode,
  all,
  step,
  ends,
  autoplay,
  speed,
  adopt,
  answers,
  back,
} as const;
