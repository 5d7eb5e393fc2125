import { LIMITS, LimitPassed } from '../puzzles/capacities.js';
import { type Board, InputError } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { fartherWalk } from './farther-walk.js';
import { goalPositions } from './goal-positions.js';
import type { AttachedMap } from './map-walk.js';
import type { DistanceOracle } from './oracle.js';
import { NoSuchLength, type SearchOptions } from './search-events.js';
import type { SpaceTable } from './space-table.js';

export { NoSuchLength } from './search-events.js';

/** The lengths (moves from the goal) a new start can be dealt at. */
export type Lengths = {
  /** Every dealable length up to `certain`, in order. */
  readonly near: readonly number[];
  /** Lengths up to this are exactly `near`; beyond it a search decides (Infinity: whole space known). */
  readonly certain: number;
  readonly min: number;
  /** The longest, when the whole space is known. */
  readonly max: number | undefined;
  /** 2 when every length has one parity, else 1. */
  readonly step: 1 | 2;
  /** That parity (0 even, 1 odd), when there is one. */
  readonly parity: number | undefined;
  /** The longest length menus offer: `max`, or what a search deals in seconds. */
  readonly shown: number;
  /** Why lengths are restricted (the puzzle's `dealing.why`), if they are. */
  readonly why: string | undefined;
};

/** Lengths a search can deal in a few seconds, offered when the whole range is unknown. */
export const SEARCHED_LENGTHS_SHOWN = 44;

/** Which positions of a table at `distance` may be dealt (their indices). */
const dealableAt = (
  oracle: DistanceOracle,
  table: SpaceTable,
  distance: number,
  board: Board,
): number[] => {
  const away = oracle.puzzle.dealing?.movesAway;
  const indices: number[] = [];
  for (let index = 0; index < table.histogram[distance]; index++) {
    if (away) table.positionAt(distance, index, board);
    if (!away || away(board) === 0) indices.push(index);
  }
  return indices;
};

/** The whole table, or the ball around the goal, whichever the oracle has. */
const nearTable = (oracle: DistanceOracle): SpaceTable | undefined =>
  oracle.table() ?? oracle.ball();

/** The samples of a stored map's layer that may be dealt. */
const dealableSamples = (oracle: DistanceOracle, map: AttachedMap, distance: number): number[] => {
  const away = oracle.puzzle.dealing?.movesAway;
  const board = new Uint8Array(oracle.puzzle.cellCount);
  return (map.samples[distance] ?? []).filter((index) => {
    if (!away) return true;
    map.space.unrank(index, board);
    return away(board) === 0;
  });
};

/** From a stored whole map: every length whose layer's samples hold a dealable position. */
const lengthsFromMap = (oracle: DistanceOracle, map: AttachedMap): Lengths => {
  const near: number[] = [];
  for (let distance = 1; distance < map.histogram.length; distance++) {
    if (dealableSamples(oracle, map, distance).length > 0) near.push(distance);
  }
  return completeLengths(near, oracle.puzzle.dealing?.why);
};

/** Every length there is, known exactly: `near` holds them all. */
const completeLengths = (near: number[], why: string | undefined): Lengths => {
  const min = near[0] ?? 0;
  const max = near[near.length - 1] ?? 0;
  const oneParity = near.length > 1 && near.every((length) => (length & 1) === (min & 1));
  return {
    near,
    certain: Number.POSITIVE_INFINITY,
    min,
    max,
    step: oneParity ? 2 : 1,
    parity: oneParity ? min & 1 : undefined,
    shown: max,
    why,
  };
};

const cache = new WeakMap<DistanceOracle, { map: AttachedMap | undefined; lengths: Lengths }>();

export const dealableLengths = (oracle: DistanceOracle): Lengths => {
  const map = oracle.table() ? undefined : oracle.map();
  const kept = cache.get(oracle);
  if (kept && kept.map === map) return kept.lengths;
  if (map) {
    const lengths = lengthsFromMap(oracle, map);
    cache.set(oracle, { map, lengths });
    return lengths;
  }
  const { puzzle } = oracle;
  const { diameter } = puzzle;
  if (diameter !== undefined && diameter > LIMITS.searchDepth) {
    throw new LimitPassed(puzzle.id, 'searchDepth', `positions ${diameter} moves from the goal`);
  }
  const table = nearTable(oracle);
  const board = new Uint8Array(puzzle.cellCount);
  const near: number[] = [];
  for (let distance = 1; table && distance < table.histogram.length; distance++) {
    if (dealableAt(oracle, table, distance, board).length > 0) near.push(distance);
  }
  const why = puzzle.dealing?.why;
  let lengths: Lengths;
  if (table?.complete) {
    lengths = completeLengths(near, why);
  } else {
    const parity = puzzle.dealing?.lengthParity;
    const certain = table?.radius ?? 0;
    const beyond = certain + 1 + (parity !== undefined && ((certain + 1) & 1) !== parity ? 1 : 0);
    lengths = {
      near,
      certain,
      min: near[0] ?? beyond,
      // A family that knows its diameter (`Puzzle.diameter`) is never asked for more.
      max: puzzle.diameter,
      step: parity === undefined ? 1 : 2,
      parity,
      shown: Math.min(SEARCHED_LENGTHS_SHOWN, puzzle.diameter ?? SEARCHED_LENGTHS_SHOWN),
      why,
    };
  }
  cache.set(oracle, { map, lengths });
  return lengths;
};

/** The lengths menus offer, in order: the certain ones, then up to `shown` by step. */
export const offeredLengths = (lengths: Lengths): number[] => {
  const offered = [...lengths.near];
  if (lengths.certain === Number.POSITIVE_INFINITY) return offered;
  for (let length = lengths.certain + 1; length <= lengths.shown; length++) {
    if (mayDeal(lengths, length)) offered.push(length);
  }
  return offered;
};

/** Whether `length` may be dealt, as far as it is known without searching. */
export const mayDeal = (lengths: Lengths, length: number): boolean => {
  if (!Number.isInteger(length) || length < 1) return false;
  if (lengths.max !== undefined && length > lengths.max) return false;
  if (length <= lengths.certain) return lengths.near.includes(length);
  return lengths.parity === undefined || (length & 1) === lengths.parity;
};

/**
 * A start exactly `length` moves from the goal: uniformly at random among the
 * dealable positions at that distance where a table (whole, or the ball around
 * the goal) holds them, or among a stored map's samples of that layer, else the end of a walk out from the goal proved one
 * move longer at each step. Throws `NoSuchLength` when there is none.
 */
export const dealStart = (
  oracle: DistanceOracle,
  length: number,
  random: () => number,
  describe: (lengths: Lengths) => string,
  options: SearchOptions = {},
): Board => {
  const { puzzle } = oracle;
  const lengths = dealableLengths(oracle);
  const none = (): NoSuchLength =>
    new NoSuchLength(words().search.noStartAt(length, describe(lengths)));
  if (!mayDeal(lengths, length)) throw none();
  const board = new Uint8Array(puzzle.cellCount);
  const map = oracle.table() ? undefined : oracle.map();
  if (map) {
    const samples = dealableSamples(oracle, map, length);
    map.space.unrank(samples[Math.floor(random() * samples.length)], board);
    return board;
  }
  const table = nearTable(oracle);
  if (table && length <= table.radius) {
    const indices = dealableAt(oracle, table, length, board);
    table.positionAt(length, indices[Math.floor(random() * indices.length)], board);
    return board;
  }
  // A walk out from the goal needs the goal positions and moves that go back.
  if (!puzzle.reversible || !goalPositions(puzzle)?.length) {
    throw new InputError(words().search.cannotDeal);
  }
  const found = fartherWalk(puzzle, length, random, options, oracle.ball());
  if (!found) throw none();
  return found;
};
