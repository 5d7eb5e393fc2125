import { randomInt } from 'node:crypto';
import { formatCode, type Named } from '../puzzles/codes.js';
import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { InputError } from '../puzzles/puzzle.js';
import { dealableLengths } from '../search/deal.js';
import { defaultLength } from '../search/difficulty.js';
import { mapCost } from '../search/map-cost.js';
import type { DistanceOracle } from '../search/oracle.js';
import { distanceOracle } from '../search/oracle.js';
import { randomStart } from '../search/random-deal.js';
import { shuffledStart } from '../search/shuffle.js';
import { storeFolders } from '../store/folders.js';
import { attachStoredMap } from '../store/oracle-map.js';
import { count } from '../text/format.js';
import { seededRandom } from '../util/random.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { dealLimitMs, dealLimitText, dealtJson, dealWithin, printDealt } from './dealt.js';
import { StoppedAtLimit } from './limit-stops.js';
import { mapAndKeep } from './map-now.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

/**
 * How many nodes a walk out from the goal may search before a puzzle that
 * numbers its positions maps them all instead (about 2 s on an idle machine):
 * lengths near the goal are proved well within it, the farthest ones (tens of
 * minutes by walking) are read off the map in a moment once it is made, and
 * kept. Nodes, not time, so that a busy machine deals the same start.
 */
const WALK_FIRST_NODES = 3_000_000;
let walkFirstNodes = WALK_FIRST_NODES;

/**
 * Gives the walk before a map `nodes` instead (the tests reach the map in a
 * moment; the program never changes it). Returns how to put it back.
 */
export const walkFirstFor = (nodes: number): (() => void) => {
  walkFirstNodes = nodes;
  return () => {
    walkFirstNodes = WALK_FIRST_NODES;
  };
};

/** Deals from the walk, or, where it is slow and the space can be mapped, from a whole map made now. */
const dealOrMap = async (
  puzzle: Puzzle,
  oracle: DistanceOracle,
  length: number,
  seed: number,
  limitS: string | undefined,
): Promise<Board> => {
  const space = puzzle.space?.();
  if (!space || oracle.map()) return dealWithin(oracle, length, seed, limitS);
  const began = performance.now();
  const walked = dealWithin(oracle, length, seed, limitS, walkFirstNodes);
  if (walked) return walked;
  const cost = mapCost(space.positions);
  const say = words().commands.deal;
  process.stderr.write(
    `${say.walkSlow(length, count(space.positions), cost.seconds, cost.megabytes)}\n`,
  );
  const limitMs = dealLimitMs(limitS) - (performance.now() - began);
  try {
    const map = await mapAndKeep(puzzle, space, storeFolders().cache, { limitMs });
    oracle.attachMap({ space, histogram: map.histogram, samples: map.samples });
  } catch (error) {
    if (!(error instanceof StoppedAtLimit)) throw error;
    throw new StoppedAtLimit(say.stoppedMapping(dealLimitText(limitS), length));
  }
  return dealWithin(oracle, length, seed, limitS);
};

/** `tobikoe new <id> [--length L] [--seed S]`: a start whose optimum is exactly L. */
export const newCommand = async (
  named: Named | undefined,
  flags: FlagValues<'new'>,
): Promise<number> => {
  if (!named) throw new InputError(words().cli.namePuzzleAny);
  const params = named.entry.params;
  const start = params.find((param) => param.kind === 'board' && param.role === 'start');
  if (start && named.options[start.name] !== undefined) {
    throw new InputError(words().commands.deal.ownStart);
  }
  const say = words().commands.deal;
  const ways = [flags.length !== undefined, flags.random === true, flags.shuffle !== undefined];
  if (ways.filter(Boolean).length > 1) throw new InputError(say.oneWay);
  const puzzle = named.entry.create(named.options);
  const oracle = distanceOracle(puzzle);
  const seed = flags.seed ?? randomInt(0x1_0000_0000);
  if (flags.random === true || flags.shuffle !== undefined) {
    return drawnOrShuffled(named, oracle, flags, seed);
  }
  const setAside = attachStoredMap(oracle, false);
  if (setAside) process.stderr.write(`${setAside}\n`);
  const length = flags.length ?? defaultLength(dealableLengths(oracle));
  const board = await dealOrMap(puzzle, oracle, length, seed, flags['limit-s']);
  if (flags.json) {
    const json = {
      ...dealtJson(named, puzzle, board, length, seed),
      deal: 'length',
      shuffled: null,
    };
    printLine(JSON.stringify(inLanguage('en', () => json)));
    return 0;
  }
  const heading = [say.atBest(length), say.seed(seed)];
  printDealt(named, puzzle, board, heading, flags.ascii === true);
  return 0;
};

/**
 * `new --random` and `new --shuffle N`: the start, with its optimum where a
 * whole table gives it at once (else `length` is null and the text says how
 * to find it).
 */
const drawnOrShuffled = (
  named: Named,
  oracle: DistanceOracle,
  flags: FlagValues<'new'>,
  seed: number,
): number => {
  const { puzzle } = oracle;
  const random = seededRandom(seed);
  const shuffled =
    flags.shuffle === undefined ? undefined : shuffledStart(puzzle, flags.shuffle, random);
  const board = shuffled?.board ?? randomStart(oracle, random).board;
  const length = oracle.table()?.distance(board) ?? null;
  if (flags.json) {
    const json = {
      ...dealtJson(named, puzzle, board, length, seed),
      deal: shuffled ? 'shuffle' : 'random',
      shuffled: shuffled?.walked ?? null,
    };
    printLine(JSON.stringify(inLanguage('en', () => json)));
    return 0;
  }
  const say = words().commands.deal;
  const how = shuffled ? say.shuffled(shuffled.walked) : say.random;
  const heading = [how, ...(length === null ? [] : [say.atBest(length)]), say.seed(seed)];
  printDealt(named, puzzle, board, heading, flags.ascii === true);
  if (length === null)
    printLine(say.solveIt(formatCode(named.entry, named.options, puzzle, board)));
  return 0;
};
