import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellCentres, type Direction } from '../source/board/board.js';
import {
  gameFromRecords,
  newPlay,
  type Play,
  type PlayCommand,
  reducePlay,
  settledGame,
  statusMessage,
  stepRecords,
  usedHelp,
} from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { solve } from '../source/search/solver.js';
import { loadGame, saveGame, variantKey } from '../source/store/games.js';
import { withSolve } from '../source/store/records.js';
import { makePuzzle } from './support.js';

const freshFolder = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-help-'));

const run = (play: Play, ...commands: PlayCommand[]): Play => commands.reduce(reducePlay, play);
const at = (play: Play, cell: number): Play => ({ ...play, cursor: cell });
const select: PlayCommand = { type: 'select' };

/** Plays `[from, to]` with the cursor and Enter, as the keys do (a one-move piece moves at once). */
const step = (play: Play, from: number, to: number): Play => {
  let next = run(at(play, from), select);
  if (next.pick) next = run(at(next, to), select);
  return next;
};

describe('help belongs to the moves', () => {
  const star = makePuzzle('flip-star');
  const answer = solve(star, star.start, 'bidir').moves ?? [];
  const known = { kind: 'known', moves: answer.length } as const;

  /** Plays the whole answer; with `tips`, asks for a tip (`t`) before each move. */
  const playAnswer = (from: Play, tips: boolean): Play =>
    answer.reduce((play, move) => {
      const [a, b] = star.notation(move);
      return step(tips ? run(play, { type: 'tip' }) : play, a, b);
    }, from);

  it('counts a move played after a tip as aided: 18 tipped moves are a solve with help', () => {
    const solved = playAnswer(newPlay(star, cellCentres(star)), true);
    expect(solved.game.moves).toHaveLength(answer.length);
    expect(solved.game.aided.every(Boolean)).toBe(true);
    expect(statusMessage(solved, known).text).toMatch(/with help/);
    expect(withSolve({}, 'flip-star', 18, usedHelp(solved.game))['flip-star']).toEqual({
      best: 18,
      bestUnaided: null,
    });
  });

  it('ends the tip with the position: only the move played from it is aided', () => {
    let play = run(newPlay(star, cellCentres(star)), { type: 'tip' });
    const [a, b] = star.notation(answer[0]);
    play = step(play, a, b);
    const [c, d] = star.notation(answer[1]);
    play = step(play, c, d);
    expect(play.game.aided).toEqual([true, false]);
    // Undoing the aided move takes the help away with it.
    play = run(play, { type: 'undo' }, { type: 'undo' });
    expect(usedHelp(play.game)).toBe(false);
    // Redo brings the move back as it was played: aided.
    expect(run(play, { type: 'redo' }).game.aided).toEqual([true]);
  });

  it('clears help on restart, and restores it when the restart is undone', () => {
    const helped = run(newPlay(star, cellCentres(star)), {
      type: 'adopt',
      moves: answer.slice(0, 3),
    });
    expect(usedHelp(helped.game)).toBe(true);
    const restarted = run(helped, { type: 'restart' });
    expect(usedHelp(restarted.game)).toBe(false);
    const alone = playAnswer(restarted, false);
    expect(statusMessage(alone, known).text).toBe(
      `Solved in ${answer.length} moves — optimal is ${answer.length}`,
    );
    expect(usedHelp(run(restarted, { type: 'undo' }).game)).toBe(true);
  });

  it('keeps which moves were aided through a save, a restart and an undo', () => {
    let play = run(newPlay(star, cellCentres(star)), { type: 'adopt', moves: answer.slice(0, 2) });
    play = run(play, { type: 'restart' });
    const [a, b] = star.notation(answer[0]);
    play = step(play, a, b);
    const folder = freshFolder();
    const key = variantKey(findEntry('flip-star')!, {});
    saveGame(folder, key, play.game);
    const loaded = loadGame(folder, key, star);
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.value.aided).toEqual([false]);
    expect(usedHelp(loaded.value)).toBe(false);
    const replayed = gameFromRecords(star, stepRecords(play.game), play.game.at, new Set([0, 1]));
    if (typeof replayed === 'string') throw new Error(replayed);
    expect(replayed.steps).toEqual(play.game.steps);
  });
});

describe('leaving mid-chain', () => {
  it('ends a peg chain in progress as one move (what q and Ctrl-C save)', () => {
    const peg = makePuzzle('peg-star');
    // An optimal answer begins [5, 0] [4, 2] [11, 3] [12, 7, 5]: stop after its first jump.
    let play = [
      [5, 0],
      [4, 2],
      [11, 3],
    ].reduce((now, [a, b]) => step(now, a, b), newPlay(peg, cellCentres(peg)));
    play = run(at(run(at(play, 12), select), 7), select);
    expect(play.pick?.path).toEqual([12, 7]);
    expect(play.game.moves).toHaveLength(3);
    const kept = settledGame(play);
    expect(kept.moves).toHaveLength(4);
    expect(peg.notation(kept.moves[3])).toEqual([12, 7]);
    // With no chain in progress the game is left as it is.
    const ended = run(play, { type: 'drop' });
    expect(settledGame(ended)).toBe(ended.game);
  });
});

describe('the cursor on the hexagram reaches every cell the natural way', () => {
  const star = makePuzzle('flip-star');
  const press = (play: Play, ...directions: Direction[]): Play =>
    run(play, ...directions.map((direction): PlayCommand => ({ type: 'cursor', direction })));

  it('Up then Down returns to where it was, on either side', () => {
    const fresh = newPlay(star, cellCentres(star));
    for (const cell of [2, 3]) {
      const there = { ...fresh, cursor: cell };
      expect(press(there, 'up').cursor).toBe(0);
      expect(press(there, 'up', 'down').cursor).toBe(cell);
    }
    // From 6 (right middle) Up reaches 3 or 4; Down from 3 back toward the right comes to 6.
    expect(press({ ...fresh, cursor: 9 }, 'up', 'up', 'down', 'down').cursor).toBe(9);
  });

  it('with no side to lean to, Down from the top alternates: 2, then 3', () => {
    const fresh = newPlay(star, cellCentres(star));
    const first = press(fresh, 'down');
    expect(first.cursor).toBe(2);
    const back = { ...first, cursor: 0, cursorCame: undefined };
    expect(press(back, 'down').cursor).toBe(3);
  });

  it('reaches every cell of every board from cell 0 by arrows alone', () => {
    for (const id of ['flip-star', 'peg-star', 'peg-star-2', 'frog-a', 'frog-c', 'knights']) {
      const puzzle = makePuzzle(id);
      const seen = new Set<number>();
      let frontier = [newPlay(puzzle, cellCentres(puzzle))];
      for (let depth = 0; depth < 12 && frontier.length > 0; depth++) {
        const next: Play[] = [];
        for (const play of frontier) {
          if (seen.has(play.cursor)) continue;
          seen.add(play.cursor);
          for (const direction of ['up', 'down', 'left', 'right'] as const) {
            next.push(press(play, direction));
          }
        }
        frontier = next;
      }
      expect(seen.size, id).toBe(puzzle.cellCount);
    }
  });
});
