import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  gameFromRecords,
  newGame,
  playMove,
  restart,
  stepRecords,
} from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { gamePath, loadGame, savedGame, variantKey } from '../source/store/games.js';
import { FORMAT } from '../source/store/json-file.js';
import { legalMoves, makePuzzle } from './support.js';

/**
 * Whatever is in a saved game's file — garbage, another shape, moves that are
 * not legal, a newer format — loading never throws: it resumes a game that
 * replays through the rules, or sets the file aside with its bytes intact, or
 * (a newer format) leaves it alone.
 */

const folder = mkdtempSync(join(tmpdir(), 'tobikoe-hostile-save-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const knights = makePuzzle('knights');
const KEY = variantKey(findEntry('knights')!, {});
const path = gamePath(folder, KEY);
mkdirSync(dirname(path), { recursive: true });

/** A real save of a few moves and a restart, to mutate. */
const real = (() => {
  let game = newGame(knights);
  for (let i = 0; i < 4; i++) game = playMove(game, legalMoves(knights, game.board)[i % 2]);
  game = restart(game);
  game = playMove(game, legalMoves(knights, game.board)[0]);
  return { format: FORMAT, ...savedGame(KEY, game) };
})();

const cell = fc.oneof(fc.integer({ min: -2, max: 14 }), fc.double(), fc.string({ maxLength: 2 }));
const step = fc.oneof(
  fc.constant<unknown>('restart'),
  fc.array(cell, { maxLength: 4 }),
  fc.tuple(fc.nat(11), fc.nat(11)),
  fc.jsonValue({ maxDepth: 1 }),
);
/** A real save with some of its fields replaced or dropped. */
const mutated = fc
  .record(
    {
      format: fc.oneof(fc.constant(FORMAT), fc.integer({ min: -1, max: 9 }), fc.string()),
      variant: fc.oneof(fc.constant(KEY), fc.string({ maxLength: 8 })),
      start: fc.oneof(fc.constant(real.start), fc.constant('WWW......BBB'), fc.string()),
      steps: fc.oneof(
        fc.constant<unknown>(real.steps),
        fc.array(step, { maxLength: 12 }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      at: fc.oneof(fc.constant<unknown>(real.at), fc.integer({ min: -3, max: 15 }), fc.double()),
      assisted: fc.oneof(fc.boolean(), fc.constant<unknown>('yes')),
    },
    { requiredKeys: [] },
  )
  .map((change) => JSON.stringify({ ...real, ...change }));
const text = fc.oneof(
  { weight: 4, arbitrary: mutated },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.nat(200).map((cut) => JSON.stringify(real).slice(0, cut)),
  },
);

describe('hostile saved games', () => {
  it('load as a game that replays, or are set aside intact, or left alone', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(text, (written) => {
        writeFileSync(path, written);
        const loaded = loadGame(folder, KEY, knights);
        seen.add(loaded.kind);
        switch (loaded.kind) {
          case 'ok': {
            const game = loaded.value;
            const again = gameFromRecords(knights, stepRecords(game), game.at);
            expect(typeof again).not.toBe('string');
            const board = knights.start.slice();
            for (const move of game.moves) knights.apply(board, move);
            expect([...board]).toEqual([...game.board]);
            expect(readFileSync(path, 'utf8')).toBe(written);
            break;
          }
          case 'damaged':
            expect(existsSync(path)).toBe(false);
            expect(readFileSync(loaded.setAside, 'utf8')).toBe(written);
            expect(loaded.reason).not.toContain('\n');
            rmSync(loaded.setAside);
            break;
          case 'newer':
            expect(readFileSync(path, 'utf8')).toBe(written);
            break;
          case 'none':
            throw new Error('the file was there');
        }
      }),
      { seed: 6100, numRuns: 300 },
    );
    // The runs met every outcome.
    expect([...seen].sort()).toEqual(['damaged', 'newer', 'ok']);
  });
});
