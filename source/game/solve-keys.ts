/** The solve panel's part of the key table (DESIGN §3). */
import type { Algorithm } from '../search/search-events.js';
import { type Binding, letter, plain, upDownBinding } from './key-binding.js';

export type SolveAction =
  | Algorithm
  | 'all'
  | 'compare'
  | 'watch'
  | 'bounds'
  | 'step-node'
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
  | 'adopt';

/** The panel's keys `1`..`4`, in the order of DESIGN §3. */
export const algorithmKeys: readonly (readonly [string, Algorithm])[] = [
  ['1', 'iddfs'],
  ['2', 'ida'],
  ['3', 'bfs'],
  ['4', 'bidir'],
];

const algorithms: Binding<SolveAction> = {
  keys: '1 2 3 4',
  does: 'plain deepening, IDA*, breadth-first, bidirectional',
  action: (input, key) =>
    plain(key) ? algorithmKeys.find(([char]) => char === input)?.[1] : undefined,
};
const compare: Binding<SolveAction> = {
  keys: 'c',
  does: 'compare the algorithms',
  hint: 'c compare',
  action: letter('c', 'compare'),
};
const watch: Binding<SolveAction> = {
  keys: 'w',
  does: 'watch the search node by node (Space pause, . one node, + - nodes a frame, Esc stop)',
  hint: 'w watch',
  action: letter('w', 'watch'),
};
const bounds: Binding<SolveAction> = {
  keys: 'b',
  does: 'the lower bounds side by side: IDA* with each from this position',
  hint: 'b bounds',
  action: letter('b', 'bounds'),
};
const stepNode: Binding<SolveAction> = {
  keys: '.',
  does: 'watching, paused: one node',
  hint: '. one node',
  action: letter('.', 'step-node'),
};
const all: Binding<SolveAction> = {
  keys: 'a',
  does: 'count every optimal answer',
  hint: 'a all',
  action: letter('a', 'all'),
};
const step: Binding<SolveAction> = {
  keys: '← →  h l',
  asciiKeys: 'left right  h l',
  does: 'step through the answer',
  hint: '← → step',
  action: (input, key) => {
    if (key.rightArrow || (input === 'l' && plain(key))) return 'next';
    if (key.leftArrow || (input === 'h' && plain(key))) return 'previous';
    return undefined;
  },
};
const ends: Binding<SolveAction> = {
  keys: 'Home End',
  does: 'the first or the last step',
  hint: 'Home/End',
  action: (_input, key) => (key.home ? 'first' : key.end ? 'last' : undefined),
};
const autoplay: Binding<SolveAction> = {
  keys: 'Space',
  does: 'play the answer on its own, or pause (watching: pause or go on)',
  hint: 'Space play',
  action: letter(' ', 'play'),
};
const speed: Binding<SolveAction> = {
  keys: '+ -',
  does: 'faster or slower (watching: nodes a frame, 1 to 10,000)',
  hint: '+- speed',
  action: (input, key) => {
    if (!plain(key)) return undefined;
    if (input === '+' || input === '=') return 'faster';
    if (input === '-' || input === '_') return 'slower';
    return undefined;
  },
};
const adopt: Binding<SolveAction> = {
  keys: 'Enter',
  does: 'adopt the answer up to the step shown',
  hint: 'Enter adopt',
  action: (_input, key) => (key.return ? 'adopt' : undefined),
};
const answers: Binding<SolveAction> = upDownBinding(
  'the previous or the next optimal answer (after a)',
  'previous-answer',
  'next-answer',
  { hint: '↑↓ answer' },
);
const back: Binding<SolveAction> = {
  keys: 'Esc',
  does: 'cancel the search, or close the panel',
  hint: 'Esc',
  action: (_input, key) => (key.escape ? 'back' : undefined),
};

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
