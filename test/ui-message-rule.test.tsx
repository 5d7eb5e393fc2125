/**
 * The message rule: each message ends when its cause ends, and one order
 * decides which shows (ui/play/play-message.ts). Each case is one seen where
 * a message outlived its cause.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, movesFrom } from '../source/game/game.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { makePuzzle } from './support.js';
import {
  ALL_FEATURES as ALL,
  appPerTest,
  arrowsTo,
  COACH_ON,
  KEYS,
  type Session,
} from './ui-support.js';

const startApp = appPerTest();

const open = async (id: string, coach = false): Promise<Session> => {
  const session = await startApp({
    id,
    features: ALL,
    ...(coach ? { settingsStore: COACH_ON } : {}),
  });
  await session.waitFor(/optimal \d+/);
  return session;
};

/** A cell at the start whose piece has exactly `count` legal moves (while some piece can move). */
const cellWith = (puzzle: Puzzle, count: number): number => {
  const { start } = puzzle;
  const cell = start.findIndex(
    (piece, at) => piece !== 0 && movesFrom(puzzle, start, at).length === count,
  );
  if (cell < 0 || legalMoves(puzzle, start).length === 0) throw new Error('no such cell');
  return cell;
};

describe('messages end with their cause', () => {
  it('"cannot count answers" ends when the panel shows something else (watch mode)', async () => {
    const app = await open('flip-star');
    await app.press('s');
    await app.waitFor('step 0/');
    await app.press('4');
    await app.waitFor(/Solve: bidirectional[\s\S]*step 0\//);
    await app.press('a');
    await app.waitFor('cannot count answers');
    await app.press('w');
    const watching = await app.waitFor('nodes per depth');
    expect(watching).not.toContain('cannot count answers');
  });

  it('"its only move" ends at the next key, and the coach\'s line shows again', async () => {
    const puzzle = makePuzzle('flip-star');
    const app = await open('flip-star', true);
    await app.waitFor('coach: best');
    const cell = cellWith(puzzle, 1);
    await app.press(...arrowsTo(puzzle, 0, cell), KEYS.enter);
    await app.waitFor('its only move');
    await app.press(KEYS.left);
    const after = await app.waitFor('coach: best');
    expect(after).not.toContain('its only move');
  });

  it('t shows the tip with the coach on, and t again takes it away', async () => {
    const app = await open('knights', true);
    await app.waitFor('coach: best');
    await app.press('t');
    await app.waitFor(/tip: \d+→\d+/);
    await app.press('t');
    const after = await app.waitFor('coach: best');
    expect(after).not.toContain('tip:');
  });

  it('a refused pick is not said again after other keys (v, then x)', async () => {
    const puzzle = makePuzzle('line-1');
    const app = await open('line-1');
    const cell = cellWith(puzzle, 0);
    await app.press(...arrowsTo(puzzle, 0, cell), KEYS.enter);
    const refused = await app.waitFor(/has no legal move|cannot move/);
    const said = /(\S+ \S+ has no legal move[^\n]*|[^\n]*cannot move[^\n]*)/.exec(refused)?.[1];
    expect(said).toBeDefined();
    await app.press('v');
    await app.waitFor('v reviews a game once solved');
    await app.press('x');
    const after = await app.waitFor(/goal:/);
    expect(after).not.toContain(said?.trim() ?? '');
  });
});
