import { randomInt } from 'node:crypto';
import type { Named } from '../puzzles/codes.js';
import { InputError } from '../puzzles/types.js';
import { dealableLengths } from '../search/deal.js';
import { defaultLength } from '../search/difficulty.js';
import { distanceOracle } from '../search/oracle.js';
import { attachStoredMap } from '../store/oracle-map.js';
import { dealtJson, dealWithin, printDealt } from './dealt.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

/** `tobikoe new <id> [--length L] [--seed S]`: a start whose optimum is exactly L. */
export const newCommand = (named: Named | undefined, flags: FlagValues<'new'>): number => {
  if (!named) throw new InputError('name a puzzle: tobikoe list shows the ids');
  const params = named.entry.params;
  const start = params.find((param) => param.kind === 'board' && param.role === 'start');
  if (start && named.options[start.name] !== undefined) {
    throw new InputError('new deals its own start: leave out the start (a code names one)');
  }
  const puzzle = named.entry.create(named.options);
  const oracle = distanceOracle(puzzle);
  attachStoredMap(oracle, false);
  const length = flags.length ?? defaultLength(dealableLengths(oracle));
  const seed = flags.seed ?? randomInt(0x1_0000_0000);
  const board = dealWithin(oracle, length, seed, flags['limit-s']);
  if (flags.json) {
    printLine(JSON.stringify(dealtJson(named, puzzle, board, length, seed)));
    return 0;
  }
  const heading = [`${length} moves from the goal at best`, `seed ${seed}`];
  printDealt(named, puzzle, board, heading, flags.ascii === true);
  return 0;
};
