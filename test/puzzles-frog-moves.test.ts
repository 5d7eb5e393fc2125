import { describe, expect, it } from 'vitest';
import { boardC, type FrogShape, miniRule1, miniRule2 } from '../source/puzzles/frog/boards.js';
import { deriveFrogGraph, type FrogGraph } from '../source/puzzles/frog/graph.js';
import type { Board } from '../source/puzzles/puzzle.js';
import {
  PAGE_JUMP_21,
  PAGE_JUMP_22,
  PAGE_JUMP_C,
  PAGE_NEIGHBOUR_21,
  PAGE_NEIGHBOUR_22,
  PAGE_NEIGHBOUR_C,
} from './frog-pages.js';
import { board, create, SHAPES, sortedPairs, text, walkPositions } from './frog-support.js';
import { legalMoves } from './support.js';

/**
 * The rules read straight off the cells' grid places, with no tables: every
 * (from, to) pair is tried.
 */
const oracleMoves = (shape: FrogShape, position: Board): number[][] => {
  const cellAt = (row: number, col: number): number =>
    shape.places.findIndex((place) => place.row === row && place.col === col);
  const found: number[][] = [];
  shape.places.forEach((fromPlace, from) => {
    const colour = position[from];
    if (colour === 0) return;
    shape.places.forEach((toPlace, to) => {
      if (position[to] !== 0) return;
      if (!shape.backward && (colour === 1 ? to < from : to > from)) return;
      const dr = toPlace.row - fromPlace.row;
      const dc = toPlace.col - fromPlace.col;
      const straight = dr === 0 || dc === 0;
      if (!straight && !(shape.diagonals && Math.abs(dr) === Math.abs(dc))) return;
      const reach = Math.max(Math.abs(dr), Math.abs(dc));
      if (reach === 1) found.push([from, to]);
      if (reach !== 2) return;
      const over = cellAt(fromPlace.row + dr / 2, fromPlace.col + dc / 2);
      if (over >= 0 && position[over] !== 0 && position[over] !== colour) found.push([from, to]);
    });
  });
  return found;
};

/**
 * The page's move generator (`make_move`): every move lands on the empty cell
 * `s`; a neighbour steps in, or the stone on `j` jumps over `i` when they differ.
 */
const pageTableMoves = (graph: FrogGraph, backward: boolean, position: Board): number[][] => {
  const empty = position.indexOf(0);
  const mayMove = (cell: number): boolean =>
    backward || (position[cell] === 1 ? cell < empty : cell > empty);
  const found: number[][] = [];
  for (const cell of graph.neighbours[empty]) if (mayMove(cell)) found.push([cell, empty]);
  for (const [over, from] of graph.jumps[empty]) {
    if (position[over] !== position[from] && mayMove(from)) found.push([from, empty]);
  }
  return found;
};

describe('frog board tables', () => {
  it("derives board C's neighbour and jump tables exactly as the page lists them", () => {
    const graph = deriveFrogGraph(boardC.places, boardC.diagonals);
    expect(graph.neighbours).toEqual(PAGE_NEIGHBOUR_C);
    expect(graph.jumps).toEqual(PAGE_JUMP_C);
  });

  it('derives the small board tables of rule 1 (diagonals) and rule 2 as the page lists them', () => {
    const rule1 = deriveFrogGraph(miniRule1.places, miniRule1.diagonals);
    expect(rule1.neighbours).toEqual(PAGE_NEIGHBOUR_21);
    expect(rule1.jumps).toEqual(PAGE_JUMP_21);
    const rule2 = deriveFrogGraph(miniRule2.places, miniRule2.diagonals);
    expect(rule2.neighbours).toEqual(PAGE_NEIGHBOUR_22);
    expect(rule2.jumps).toEqual(PAGE_JUMP_22);
  });

  it('draws each board as a graph at (row, 2·col) with the neighbour pairs as links', () => {
    for (const [id, shape] of Object.entries(SHAPES)) {
      const puzzle = create(id);
      expect(puzzle.layout.style).toBe('graph');
      expect(puzzle.layout.cells).toEqual(
        shape.places.map(({ row, col }) => ({ row, col: col * 2 })),
      );
      const graph = deriveFrogGraph(shape.places, shape.diagonals);
      const pairs = graph.neighbours.flatMap((next, cell) =>
        next.filter((other) => cell < other).map((other) => [cell, other]),
      );
      expect(sortedPairs(puzzle.layout.links.map((link) => [...link]))).toEqual(sortedPairs(pairs));
    }
    const links = (id: string) => sortedPairs(create(id).layout.links.map((link) => [...link]));
    expect(links('frog-mini-1')).toContain('0>3');
    expect(links('frog-mini-2')).not.toContain('0>3');
  });
});

describe('frog moves', () => {
  it('match the rules read off the grid, on positions from random walks', () => {
    for (const [id, shape] of Object.entries(SHAPES)) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 20, 40)) {
        const ours = legalMoves(puzzle, position).map((move) => puzzle.notation(move));
        expect(sortedPairs(ours), `${id} ${text(puzzle, position)}`).toEqual(
          sortedPairs(oracleMoves(shape, position)),
        );
        expect(ours.length).toBeLessThanOrEqual(puzzle.maxMoves);
      }
    }
  });

  it("match the page's make_move with the page's tables", () => {
    const cases: [string, FrogGraph, boolean][] = [
      ['frog-c', { neighbours: PAGE_NEIGHBOUR_C, jumps: PAGE_JUMP_C }, false],
      ['frog-mini-1', { neighbours: PAGE_NEIGHBOUR_21, jumps: PAGE_JUMP_21 }, false],
      ['frog-mini-2', { neighbours: PAGE_NEIGHBOUR_22, jumps: PAGE_JUMP_22 }, true],
    ];
    for (const [id, graph, backward] of cases) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 20, 40)) {
        const ours = legalMoves(puzzle, position).map((move) => puzzle.notation(move));
        expect(sortedPairs(ours), `${id} ${text(puzzle, position)}`).toEqual(
          sortedPairs(pageTableMoves(graph, backward, position)),
        );
      }
    }
  });

  it('moves black only rightwards and white only leftwards on the line, jumping the other colour', () => {
    const puzzle = create('frog-line', { n: 2 });
    const moves = (written: string) =>
      sortedPairs(legalMoves(puzzle, board(puzzle, written)).map((m) => puzzle.notation(m)));
    expect(moves('BB.WW')).toEqual(
      sortedPairs([
        [1, 2],
        [3, 2],
      ]),
    );
    expect(moves('B.BWW')).toEqual(
      sortedPairs([
        [0, 1],
        [3, 1],
      ]),
    );
    expect(moves('BWB.W')).toEqual(
      sortedPairs([
        [2, 3],
        [4, 3],
      ]),
    );
    expect(moves('.WBBW')).toEqual(['1>0']);
  });

  it('undoes every move and keeps exactly one empty cell', () => {
    for (const id of Object.keys(SHAPES)) {
      const puzzle = create(id);
      for (const position of walkPositions(puzzle, 10, 40)) {
        const before = text(puzzle, position);
        for (const move of legalMoves(puzzle, position)) {
          puzzle.apply(position, move);
          expect(position.filter((code) => code === 0)).toHaveLength(1);
          expect(text(puzzle, position)).not.toBe(before);
          puzzle.undo(position, move);
          expect(text(puzzle, position)).toBe(before);
        }
      }
    }
  });

  it('takes every rule-2 move back with its inverse', () => {
    const puzzle = create('frog-mini-2');
    const inverse = puzzle.inverse;
    if (!inverse) throw new Error('frog-mini-2 has no inverse');
    for (const position of walkPositions(puzzle, 10, 40)) {
      const before = text(puzzle, position);
      for (const move of legalMoves(puzzle, position)) {
        puzzle.apply(position, move);
        expect(legalMoves(puzzle, position)).toContain(inverse(move));
        puzzle.apply(position, inverse(move));
        expect(text(puzzle, position)).toBe(before);
      }
    }
  });
});
