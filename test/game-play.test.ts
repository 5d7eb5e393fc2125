import { describe, expect, it } from 'vitest';
import { cellCentres, type Direction } from '../source/board/board.js';
import {
  counterText,
  isSolved,
  legalMoves,
  movesFrom,
  newPlay,
  type Play,
  type PlayCommand,
  reducePlay,
  shownBoard,
  statusMessage,
  targetsOf,
  usedHelp,
} from '../source/game/game.js';
import { formatBoard } from '../source/puzzles/board-text.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { availableAlgorithms, solve } from '../source/search/solver.js';
import { WHOLE_SPACE_LIMIT } from '../source/search/space-table.js';
import { makePuzzle } from './support.js';

const start = (puzzle: Puzzle): Play => newPlay(puzzle, cellCentres(puzzle));
const run = (play: Play, ...commands: PlayCommand[]): Play => commands.reduce(reducePlay, play);
const at = (play: Play, cell: number): Play => ({ ...play, cursor: cell });
const select: PlayCommand = { type: 'select' };
const board = (play: Play): string => formatBoard(shownBoard(play), play.game.puzzle.pieces);
const known = { kind: 'known', moves: 16 } as const;

/** Plays a move written as the pages write it by putting the cursor on each cell and pressing Enter. */
const playCells = (play: Play, cells: readonly number[]): Play => {
  const { puzzle } = play.game;
  play = run(at(play, cells[0]), select);
  if (movesFrom(puzzle, play.game.board, cells[0]).length === 0 && play.pick === null) return play;
  for (const cell of cells.slice(1)) {
    if (!play.pick) break;
    play = run(at(play, cell), select);
  }
  // A chain that could go on is ended by Enter on the peg itself.
  if (play.pick) play = run(play, select);
  return play;
};

describe('play: picking and moving', () => {
  it('slides a tile with an arrow where the family plays by arrows; elsewhere an arrow moves the cursor', () => {
    const eight = makePuzzle('eight', { start: '1234.5678' });
    // ↓ slides the tile above the blank down into it.
    let play = run(start(eight), { type: 'arrow', direction: 'down' });
    expect(board(play)).toBe('1.3425678');
    expect(play.cursor).toBe(0);
    play = run(play, { type: 'arrow', direction: 'down' });
    expect(play.game.moves).toHaveLength(1);
    expect(play.note?.text).toMatch(/nothing can slide down/);
    play = run(play, { type: 'arrow', direction: 'left' }, { type: 'undo' }, { type: 'undo' });
    expect(board(play)).toBe('1234.5678');
    const knights = makePuzzle('knights');
    const moved = run(start(knights), { type: 'arrow', direction: 'right' });
    expect(moved.cursor).toBe(1);
    expect(moved.game.moves).toHaveLength(0);
  });

  it('picks a knight, lights its targets and moves it (Enter → → ↓ Enter)', () => {
    const knights = makePuzzle('knights');
    let play = run(start(knights), select);
    expect(play.pick?.path).toEqual([0]);
    expect(targetsOf(play)).toEqual([5, 7]);
    const moves: Direction[] = ['right', 'right', 'down'];
    play = run(play, ...moves.map((direction): PlayCommand => ({ type: 'cursor', direction })));
    expect(play.cursor).toBe(5);
    expect(play.pick).not.toBeNull();
    play = run(play, select);
    expect(play.game.moves).toHaveLength(1);
    expect(board(play)).toBe('.BB..B...WWW');
    expect(shownBoard(play)[5]).toBe(1);
    expect(shownBoard(play)[0]).toBe(0);
    expect(counterText(play, known)).toBe('moves 1 · optimal 16');
    play = run(play, { type: 'undo' });
    expect(counterText(play, known)).toBe('moves 0 · optimal 16');
    expect(play.cursor).toBe(5); // the cursor is not an undo step
  });

  it('says why a pick is refused', () => {
    const knights = makePuzzle('knights');
    const empty = run(at(start(knights), 4), select);
    expect(empty.pick).toBeNull();
    expect(statusMessage(empty, known)).toEqual({
      tone: 'error',
      text: 'that cell is empty: put the cursor on a piece',
    });
    const frog = makePuzzle('frog-line');
    // BBB.WWW: the first black stone is far from the empty cell.
    const far = run(start(frog), select);
    expect(statusMessage(far, known).text).toBe(
      'that stone is not next to the empty cell and cannot jump into it',
    );
    // BB.BWWW: the black stone on 3 would have to go back to 2.
    const stepped = playCells(start(frog), [2, 3]);
    const back = run(at(stepped, 3), select);
    expect(statusMessage(back, known).text).toBe(
      'that stone cannot move backward: black goes right or down',
    );
    const white = run(at(start(frog), 5), select);
    expect(statusMessage(white, known).text).toBe(
      'a stone jumps only over a stone of the other colour',
    );
  });

  it('moves a piece that has one legal move at once', () => {
    const frog = makePuzzle('frog-line');
    const play = run(at(start(frog), 2), select);
    expect(play.pick).toBeNull();
    expect(formatBoard(play.game.board, frog.pieces)).toBe('BB.BWWW');
    expect(play.moved).toEqual([3]);
    expect(statusMessage(play, known).text).toBe('its only move: 2→3');
  });

  it('drops a pick with Esc, with Enter on the piece, and re-picks another piece', () => {
    const knights = makePuzzle('knights');
    const picked = run(start(knights), select);
    expect(run(picked, { type: 'drop' }).pick).toBeNull();
    expect(run(picked, select).pick).toBeNull();
    const other = run(at(picked, 2), select);
    expect(other.pick?.path).toEqual([2]);
    const nowhere = run(at(picked, 4), select);
    expect(nowhere.pick?.path).toEqual([0]);
    expect(statusMessage(nowhere, known).tone).toBe('error');
  });

  it('lets the cursor reach every cell from every cell with the arrow keys', () => {
    const directions: Direction[] = ['up', 'down', 'left', 'right'];
    for (const entry of catalogue) {
      const puzzle = entry.create({});
      const play = start(puzzle);
      for (let from = 0; from < puzzle.cellCount; from++) {
        const seen = new Set([from]);
        const queue = [from];
        while (queue.length > 0) {
          const cell = queue.shift() ?? 0;
          for (const direction of directions) {
            const next = reducePlay(at(play, cell), { type: 'cursor', direction }).cursor;
            if (!seen.has(next)) {
              seen.add(next);
              queue.push(next);
            }
          }
        }
        expect(seen.size, `${entry.id} from cell ${from}`).toBe(puzzle.cellCount);
      }
    }
  });
});

describe('play: peg chains', () => {
  const star = makePuzzle('peg-star');
  // An optimal answer: [5, 0] [4, 2] [11, 3] [12, 7, 5] …; the fourth move is a chain of two jumps.
  const chainStart = (): Play =>
    [
      [5, 0],
      [4, 2],
      [11, 3],
    ].reduce(playCells, start(star));

  it('builds a chain jump by jump and counts it as one move', () => {
    let play = chainStart();
    expect(play.game.moves).toHaveLength(3);
    play = run(at(play, 12), select);
    expect(targetsOf(play)).toEqual([5, 7]);
    play = run(at(play, 7), select);
    // The intermediate position is shown and the peg stays picked with its next jump lit.
    expect(play.pick?.path).toEqual([12, 7]);
    expect(shownBoard(play)[7]).toBe(1);
    expect(shownBoard(play)[12]).toBe(0);
    expect(play.game.moves).toHaveLength(3);
    expect(targetsOf(play)).toEqual([5]);
    play = run(at(play, 5), select);
    // [12, 7, 5, 12] could go on, so the peg is still picked until Enter on it.
    expect(play.pick?.path).toEqual([12, 7, 5]);
    expect(targetsOf(play)).toEqual([12]);
    play = run(play, select);
    expect(play.pick).toBeNull();
    expect(play.game.moves).toHaveLength(4);
    expect(star.notation(play.game.moves[3])).toEqual([12, 7, 5]);
    play = run(play, { type: 'undo' });
    expect(play.game.moves).toHaveLength(3);
    expect(board(play)).toBe(board(chainStart()));
  });

  it('commits a chain when it cannot go on', () => {
    const play = run(at(chainStart(), 12), select, { type: 'cursor', direction: 'up' });
    const full = [7, 5, 12].reduce((now, cell) => run(at(now, cell), select), play);
    expect(full.pick).toBeNull();
    expect(star.notation(full.game.moves[3])).toEqual([12, 7, 5, 12]);
  });

  it('ends a chain early with Enter on the peg, with Esc, or by picking another peg', () => {
    const jumped = run(at(run(at(chainStart(), 12), select), 7), select);
    expect(jumped.pick?.path).toEqual([12, 7]);
    for (const ended of [
      run(jumped, select),
      run(jumped, { type: 'drop' }),
      run(at(jumped, 0), select),
    ]) {
      expect(ended.game.moves.length).toBeGreaterThanOrEqual(4);
      expect(star.notation(ended.game.moves[3])).toEqual([12, 7]);
    }
    expect(run(at(jumped, 0), select).pick?.path).toEqual([0]);
    // Undo in the middle of a chain takes the chain back as one move; redo brings it again.
    const undone = run(jumped, { type: 'undo' });
    expect(undone.pick).toBeNull();
    expect(undone.game.moves).toHaveLength(3);
    expect(run(undone, { type: 'redo' }).game.moves).toHaveLength(4);
  });
});

describe('play: the known answers by the same commands the keys send', () => {
  // The answers of frog-c and line-3 take seconds to find (figures.test finds them);
  // the other thirteen cover every family. Any answer does here: the cheapest search finds it.
  const quick = catalogue.filter((entry) => entry.id !== 'frog-c' && entry.id !== 'line-3');
  it.each(quick.map((entry) => entry.id))('%s ends in the solved message', (id) => {
    const puzzle = makePuzzle(id);
    // Breadth-first search from both ends, but IDA* where the space is too large to map (the 15-puzzle).
    const algorithm =
      (puzzle.positions ?? 0) > WHOLE_SPACE_LIMIT && availableAlgorithms(puzzle).includes('ida')
        ? 'ida'
        : availableAlgorithms(puzzle).includes('bidir')
          ? 'bidir'
          : 'bfs';
    const answer = solve(puzzle, puzzle.start, algorithm).moves ?? [];
    let play = start(puzzle);
    for (const move of answer) play = playCells(play, puzzle.notation(move));
    expect(play.game.moves.map((move) => puzzle.notation(move))).toEqual(
      answer.map((move) => puzzle.notation(move)),
    );
    expect(isSolved(play)).toBe(true);
    expect(statusMessage(play, { kind: 'known', moves: answer.length }).text).toBe(
      `Solved in ${answer.length} moves — optimal is ${answer.length}`,
    );
  });

  it('marks a game finished with adopted moves as helped', () => {
    const knights = makePuzzle('knights');
    const answer = solve(knights, knights.start, 'bidir').moves ?? [];
    const play = run(start(knights), { type: 'adopt', moves: answer });
    expect(usedHelp(play.game)).toBe(true);
    expect(statusMessage(play, known).text).toBe('Solved in 16 moves with help — optimal is 16');
  });

  it('says when no piece can move', () => {
    const frog = makePuzzle('frog-line', { start: 'BBWBWW.' });
    const play = start(frog);
    expect(legalMoves(frog, play.game.board)).toHaveLength(0);
    expect(statusMessage(play, known).text).toBe('no piece can move: u undoes, R restarts');
    expect(statusMessage(run(play, select), known).text).toBe(
      'no piece can move: u undoes, R restarts',
    );
  });
});
