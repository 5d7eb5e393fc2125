import { findEntry } from '../puzzles/catalogue.js';
import { buildAssignmentTable } from '../puzzles/line/assignment.js';
import { LINE_CELLS, LINE_SIDE } from '../puzzles/line/pieces.js';
import type { Board } from '../puzzles/puzzle.js';
import { idaStar } from '../search/deepening.js';
import { DEEPENING_DEPTH_CAP } from '../search/deepening-pass.js';
import { genericPassOnly } from '../search/generic-pass.js';
import { count, perSecond } from '../text/format.js';

/*
 * The yardstick for a search's speed per node: IDA* on the Line
 * Puzzle with the assignment bound, written the way a person writes one
 * puzzle's solver in plain Node (the empty cell tracked, one mask per kind
 * updated by a xor, typed arrays, no calls it could do without). Only the
 * bench runs it; the product never does. It walks the tree `idaStar` walks
 * (the same move order, the same cuts, the same parity steps), so the node
 * counts must agree before the times are compared.
 */

const KINDS = 4;

/** For each empty cell, its neighbours in ascending order (the product's move order), -1 after. */
const neighbours = new Int8Array(LINE_CELLS * 4).fill(-1);
for (let empty = 0; empty < LINE_CELLS; empty++) {
  let slot = 0;
  for (let from = 0; from < LINE_CELLS; from++) {
    const rows = Math.abs(Math.floor(from / LINE_SIDE) - Math.floor(empty / LINE_SIDE));
    const cols = Math.abs((from % LINE_SIDE) - (empty % LINE_SIDE));
    if (rows + cols === 1) neighbours[empty * 4 + slot++] = from;
  }
}

export type LoopResult = { readonly length: number | null; readonly nodes: number };

/** IDA* from `start` to `goal` with the assignment bound; the answer's length and the nodes visited. */
export const lineLoop = (start: Board, goal: Board): LoopResult => {
  const tables: Uint8Array[] = [];
  for (let code = 1; code <= KINDS; code++) {
    const cells: number[] = [];
    for (let cell = 0; cell < LINE_CELLS; cell++) if (goal[cell] === code) cells.push(cell);
    tables.push(buildAssignmentTable(cells));
  }
  const [t1, t2, t3, t4] = tables;
  const board = start.slice();
  const masks = new Int32Array(KINDS + 1);
  let empty = -1;
  for (let cell = 0; cell < LINE_CELLS; cell++) {
    if (board[cell] === 0) empty = cell;
    else masks[board[cell]] |= 1 << cell;
  }
  const estimate = (): number => t1[masks[1]] + t2[masks[2]] + t3[masks[3]] + t4[masks[4]];
  const isGoal = (): boolean => {
    for (let cell = 0; cell < LINE_CELLS; cell++) if (board[cell] !== goal[cell]) return false;
    return true;
  };

  let limit = 0;
  let nextLimit = 0;
  let nodes = 0;

  const search = (depth: number, h: number, cameFrom: number): boolean => {
    nodes++;
    if (depth === limit) {
      if (isGoal()) return true;
      if (depth + 1 < nextLimit) nextLimit = depth + 1;
      return false;
    }
    const here = empty;
    for (let slot = here * 4; slot < here * 4 + 4; slot++) {
      const from = neighbours[slot];
      if (from < 0) break;
      if (from === cameFrom) continue;
      const code = board[from];
      const table = code === 1 ? t1 : code === 2 ? t2 : code === 3 ? t3 : t4;
      const before = masks[code];
      const after = before ^ ((1 << from) | (1 << here));
      const f = depth + 1 + h - table[before] + table[after];
      if (f > limit) {
        if (f < nextLimit) nextLimit = f;
        continue;
      }
      board[here] = code;
      board[from] = 0;
      masks[code] = after;
      empty = from;
      const found = search(depth + 1, f - depth - 1, here);
      empty = here;
      masks[code] = before;
      board[from] = code;
      board[here] = 0;
      if (found) return true;
    }
    return false;
  };

  // Every move carries the empty cell to a neighbour: each solution's length has one parity.
  const goalEmpty = goal.indexOf(0);
  const lengthParity = ((empty >> 2) + (empty & 3) + (goalEmpty >> 2) + (goalEmpty & 3)) & 1;
  limit = estimate();
  if ((limit & 1) !== lengthParity) limit++;
  for (;;) {
    nextLimit = Number.POSITIVE_INFINITY;
    if (search(0, estimate(), -1)) return { length: limit, nodes };
    if (nextLimit === Number.POSITIVE_INFINITY) return { length: null, nodes };
    limit = (nextLimit & 1) === lengthParity ? nextLimit : nextLimit + 1;
    if (limit > DEEPENING_DEPTH_CAP) return { length: null, nodes };
  }
};

/** Milliseconds of this thread's CPU (user) time `run` took: steadier than the clock on a busy machine. */
export const cpuMs = (run: () => void): number => {
  const began = process.cpuUsage();
  run();
  return process.cpuUsage(began).user / 1000;
};

/**
 * `idaStar` against `lineLoop` per node, on line-3 with the assignment bound
 * (5.4 million nodes): as a command runs it (the bound's own pass,
 * `kind-sum-pass.ts`) and with the generic pass every other bound takes; the
 * best of `runs` each, taken in turns. Run it before other searches, so the
 * searches are timed as a command runs them.
 */
export const perNodeAgainstLoop = (runs: number): string => {
  const entry = findEntry('line-3');
  const puzzle = entry?.create({});
  const bound = puzzle?.bounds?.find(({ name }) => name === 'assignment');
  const goal = puzzle?.goals?.[0];
  if (!puzzle || !bound || !goal) throw new Error('line-3 has no assignment bound');
  const generic = genericPassOnly(bound);
  let loopBest = Number.POSITIVE_INFINITY;
  let ownBest = Number.POSITIVE_INFINITY;
  let genericBest = Number.POSITIVE_INFINITY;
  let nodes = 0;
  for (let run = 0; run < runs; run++) {
    let loopNodes = 0;
    let genericNodes = 0;
    loopBest = Math.min(
      loopBest,
      cpuMs(() => {
        loopNodes = lineLoop(puzzle.start, goal).nodes;
      }),
    );
    ownBest = Math.min(
      ownBest,
      cpuMs(() => {
        nodes = idaStar(puzzle, puzzle.start, { bound }).nodes;
      }),
    );
    genericBest = Math.min(
      genericBest,
      cpuMs(() => {
        genericNodes = idaStar(puzzle, puzzle.start, { bound: generic }).nodes;
      }),
    );
    if (nodes !== loopNodes || nodes !== genericNodes) {
      throw new Error(
        `the loop saw ${loopNodes} nodes, idaStar ${nodes}, the generic pass ${genericNodes}`,
      );
    }
  }
  const own = ownBest / loopBest;
  const plain = genericBest / loopBest;
  return `IDA* per node, line-3 with the assignment bound (${count(nodes)} nodes each, best of ${runs}, CPU time): tobikoe ${perSecond(nodes, ownBest)} (its own pass: ${own.toFixed(2)}× a plain Line-only loop, target ≤ 1.5×, ${own <= 1.5 ? 'yes' : 'NO'}), the generic pass ${perSecond(nodes, genericBest)} (${plain.toFixed(2)}×), the loop ${perSecond(nodes, loopBest)}`;
};
