/**
 * The contract every puzzle keeps, checked over the whole catalogue (and the
 * test-only sliding family): moves undo and invert, stay within maxMoves, are
 * told apart by their notation; the lower bound never overestimates; boards
 * and codes round-trip; every declared option is taken by the command line
 * and every menu choice makes a puzzle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommandLine } from '../source/args/parse.js';
import { namedFromFlags } from '../source/args/puzzle-from-flags.js';
import { legalMoves as gameMoves } from '../source/game/history.js';
import { boardsEqual, formatBoard, parseBoard } from '../source/puzzles/board-text.js';
import { catalogue, registerEntry } from '../source/puzzles/catalogue.js';
import { formatCode, readCode } from '../source/puzzles/codes.js';
import type { Board, ParamDeclaration, Puzzle, PuzzleEntry } from '../source/puzzles/puzzle.js';
import { bfs } from '../source/search/bfs.js';
import { buildGoalBall, buildSpaceTable } from '../source/search/space-table.js';
import { optionChoice } from '../source/ui/menu/choices.js';
import { blocksEntry } from './fixtures/blocks.js';
import { slidingEntry } from './fixtures/sliding.js';
import { legalMoves, randomWalk, seededRandom } from './support.js';

let unregister = (): void => {};
beforeAll(() => {
  const sliding = registerEntry(slidingEntry);
  const blocks = registerEntry(blocksEntry);
  unregister = () => {
    blocks();
    sliding();
  };
});
afterAll(() => unregister());

/** Each entry with its default options, and with every value of its stepped option. */
const variants = (entry: PuzzleEntry): Puzzle[] => {
  const choice = optionChoice(entry);
  return (choice ? choice.choices.map((each) => each.options) : [{}]).map((options) =>
    entry.create(options),
  );
};

/** A value the command line may give a declared option, as typed. */
const someText = (param: ParamDeclaration, puzzle: Puzzle): string | undefined => {
  switch (param.kind) {
    case 'integer':
      return String(param.max);
    case 'choice':
      return param.choices[param.choices.length - 1];
    case 'boolean':
      return 'true';
    case 'board':
      return param.role === 'start' ? formatBoard(puzzle.start, puzzle.pieces) : undefined;
  }
};

const WALKS = 6;

/** What `moves` writes past `maxMoves`, or the count when it says more: [] for a family that keeps it. */
const movesPastCapacity = (puzzle: Puzzle, board: Board): number[] => {
  const SENTINEL = -7;
  const out = new Int32Array(puzzle.maxMoves + 16).fill(SENTINEL);
  const count = puzzle.moves(board, out);
  const past = [...out.subarray(puzzle.maxMoves)].filter((value) => value !== SENTINEL);
  return count > puzzle.maxMoves ? [count, ...past] : past;
};

/**
 * Positions with their exact distance to the goal, up to `perDistance` at each
 * distance: from the whole space where it is tabulated (one-way puzzles
 * backward from their goals), else from the layers nearest the goal, else
 * (boards too wide to pack) from short walks back from the goal measured by
 * breadth-first search.
 */
const exactSample = (puzzle: Puzzle, perDistance: number): { board: Board; distance: number }[] => {
  const table = buildSpaceTable(puzzle) ?? buildGoalBall(puzzle, 30_000);
  if (table) {
    return table.histogram.flatMap((size, distance) =>
      Array.from({ length: Math.min(size, perDistance) }, (_, at) => {
        const board = new Uint8Array(puzzle.cellCount);
        table.positionAt(distance, Math.floor((at * size) / Math.min(size, perDistance)), board);
        return { board, distance };
      }),
    );
  }
  const random = seededRandom(5);
  const goal = puzzle.goals?.[0] ?? puzzle.start;
  return Array.from({ length: 12 }, (_, walk) =>
    randomWalk(puzzle, goal, 2 + walk * 2, random),
  ).flatMap((board) => {
    const found = bfs(puzzle, board, { maxPositions: 50_000 });
    return found.moves ? [{ board, distance: found.moves.length }] : [];
  });
};

describe.each([
  ...catalogue.map((entry) => [entry.id, entry] as const),
  ['tiles (a fixture)', slidingEntry] as const,
  ['blocks', blocksEntry] as const,
])('the puzzle contract: %s', (_id, entry) => {
  it('undoes and inverts every move, stays within maxMoves, names every move apart', () => {
    const random = seededRandom(11);
    for (const puzzle of variants(entry)) {
      for (let walk = 0; walk < WALKS; walk++) {
        const board = randomWalk(puzzle, puzzle.start, walk * 2, random);
        expect(movesPastCapacity(puzzle, board), puzzle.id).toEqual([]);
        const moves = legalMoves(puzzle, board);
        const names = moves.map((move) => JSON.stringify(puzzle.notation(move)));
        expect(new Set(names).size, names.join(' ')).toBe(moves.length);
        for (const move of moves) {
          const after = board.slice();
          puzzle.apply(after, move);
          if (puzzle.inverse) {
            const back = after.slice();
            expect(legalMoves(puzzle, back)).toContain(puzzle.inverse(move));
            puzzle.apply(back, puzzle.inverse(move));
            expect(boardsEqual(back, board)).toBe(true);
          }
          puzzle.undo(after, move);
          expect(boardsEqual(after, board)).toBe(true);
        }
      }
    }
  });

  it('never overestimates: the default bound is at most the exact distance, on positions at every distance', () => {
    const puzzle = entry.create({});
    // The default bound, as IDA* uses it; search-crosscheck checks every named bound.
    const bound = puzzle.bounds?.[0];
    if (!bound) return;
    const checked = exactSample(puzzle, 4);
    expect(checked.length, 'positions with a known distance').toBeGreaterThan(3);
    const over = checked.filter(({ board, distance }) => bound.estimate(board) > distance);
    expect(
      over.map(
        ({ board, distance }) =>
          `${formatBoard(board, puzzle.pieces)} ${bound.estimate(board)} > ${distance}`,
      ),
    ).toEqual([]);
  });

  it('reads back the boards it writes, and the codes of its positions', () => {
    const random = seededRandom(3);
    for (const puzzle of variants(entry)) {
      const board = randomWalk(puzzle, puzzle.start, 3, random);
      const text = formatBoard(board, puzzle.pieces);
      expect(boardsEqual(parseBoard(text, puzzle.pieces, puzzle.cellCount, 'start'), board)).toBe(
        true,
      );
      const options =
        optionChoice(entry)?.choices.find((each) =>
          boardsEqual(entry.create(each.options).start, puzzle.start),
        )?.options ?? {};
      const code = formatCode(entry, options, puzzle, board);
      const named = readCode(code);
      expect(named.entry.id, code).toBe(entry.id);
      const again = named.entry.create(named.options);
      expect(boardsEqual(again.start, board), code).toBe(true);
      expect(again.goalText, code).toBe(puzzle.goalText);
    }
  });

  it('takes each declared option on the command line, and every menu choice makes a puzzle', async () => {
    const puzzle = entry.create({});
    for (const param of entry.params) {
      const text = someText(param, puzzle);
      if (text === undefined) continue;
      const line = await parseCommandLine(['solve', entry.id, `--${param.name}=${text}`]);
      expect(line.command).toBe('solve');
      if (line.command !== 'solve' || !line.target) continue;
      const named = namedFromFlags(line.target, line.puzzleFlags);
      expect(Object.keys(named.options)).toContain(param.name);
      if (param.kind !== 'integer' && param.kind !== 'choice') continue;
      // A stepped value may make a puzzle with no answer, never a bad one.
      expect(() => named.entry.create(named.options)).not.toThrow();
    }
    for (const choice of optionChoice(entry)?.choices ?? []) {
      expect(() => entry.create(choice.options), choice.label).not.toThrow();
    }
  });
});

describe('a family that writes past its declared capacity', () => {
  it('is caught by the contract and by the game, not dropped', () => {
    const eight = catalogue.find((entry) => entry.id === 'eight')?.create({});
    if (!eight) throw new Error('eight is in the catalogue');
    // The blank in the middle has four moves; this one declares three.
    const understated: Puzzle = { ...eight, maxMoves: 3 };
    const centre = parseBoard('1234.5678', eight.pieces, 9, 'test');
    expect(movesPastCapacity(eight, centre)).toEqual([]);
    expect(movesPastCapacity(understated, centre)).not.toEqual([]);
    expect(() => gameMoves(understated, centre)).toThrow(/more than its maxMoves 3/);
    expect(gameMoves(eight, centre)).toHaveLength(4);
  });
});
