import { randomInt } from 'node:crypto';
import type { Named } from '../puzzles/codes.js';
import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { InputError } from '../puzzles/puzzle.js';
import { dealableLengths } from '../search/deal.js';
import { defaultLength } from '../search/difficulty.js';
import { mapCost } from '../search/map-cost.js';
import type { DistanceOracle } from '../search/oracle.js';
import { distanceOracle } from '../search/oracle.js';
import { attachStoredMap } from '../store/oracle-map.js';
import { dataDirectory } from '../store/paths.js';
import { count } from '../text/format.js';
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

/** Deals from the walk, or, where it is slow and the space can be mapped, from a whole map made now. */
const dealOrMap = async (
  named: Named,
  puzzle: Puzzle,
  oracle: DistanceOracle,
  length: number,
  seed: number,
  limitS: string | undefined,
): Promise<Board> => {
  const space = puzzle.space?.();
  if (!space || oracle.map()) return dealWithin(oracle, length, seed, limitS);
  const began = performance.now();
  const walked = dealWithin(oracle, length, seed, limitS, WALK_FIRST_NODES);
  if (walked) return walked;
  const cost = mapCost(space.positions);
  const say = words().commands.deal;
  process.stderr.write(
    `${say.walkSlow(length, count(space.positions), cost.seconds, cost.megabytes)}\n`,
  );
  const limitMs = dealLimitMs(limitS) - (performance.now() - began);
  try {
    const map = await mapAndKeep(
      puzzle,
      { id: named.entry.id, options: named.options },
      space,
      dataDirectory(),
      { limitMs },
    );
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
  const puzzle = named.entry.create(named.options);
  const oracle = distanceOracle(puzzle);
  attachStoredMap(oracle, false);
  const length = flags.length ?? defaultLength(dealableLengths(oracle));
  const seed = flags.seed ?? randomInt(0x1_0000_0000);
  const board = await dealOrMap(named, puzzle, oracle, length, seed, flags['limit-s']);
  if (flags.json) {
    printLine(
      JSON.stringify(inLanguage('en', () => dealtJson(named, puzzle, board, length, seed))),
    );
    return 0;
  }
  const say = words().commands.deal;
  const heading = [say.atBest(length), say.seed(seed)];
  printDealt(named, puzzle, board, heading, flags.ascii === true);
  return 0;
};
