import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { distanceOracle } from '../source/search/oracle.js';
import { cli, launch } from './pty.js';
import { playByKeys } from './ui-support.js';

const CODE = 'knights:...W.WW..BBB';

describe('the coach and the review in a real terminal', () => {
  it('d shows the distance and verdicts (its oracle in a worker), solving shows the review, v steps, the coach is not kept for the next game', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-e2e-'));
    const named = readCode(CODE);
    const puzzle = named.entry.create(named.options);
    const answer = distanceOracle(puzzle).optimalAnswer(puzzle.start) ?? [];
    const app = launch(['play', CODE], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor(`moves 0 · optimal ${answer.length}`);
      await app.type('d');
      await app.waitFor(`${answer.length} to go`);
      const keys = { press: app.type, waitFor: (text: string | RegExp) => app.waitFor(text) };
      let board: Board = puzzle.start.slice();
      let cursor = 0;
      for (const [index, move] of answer.entries()) {
        cursor = await playByKeys(keys, puzzle, board, cursor, puzzle.notation(move));
        board = board.slice();
        puzzle.apply(board, move);
        await app.waitFor(`${answer.length - index - 1} to go · closer`);
      }
      await app.waitFor(
        `review: accuracy 100%; ${answer.length} closer; every move on an optimal line`,
      );
      await app.type('v');
      await app.waitFor(`your game · move 0 of ${answer.length}`);
      await app.type('\u001B[F');
      await app.waitFor(`optimal · move ${answer.length} of ${answer.length}`);
      await app.type('q');
      await app.waitFor('v review');
      await app.type('q');
      await app.waitFor('Knights Exchange');
      await app.type('q');
      expect(await app.exited).toBe(0);
      // The coach does not carry to the next game unless the setting says so: nothing is kept.
      const kept = join(home, 'settings.json');
      expect(existsSync(kept) && JSON.parse(readFileSync(kept, 'utf8')).settings.coach).toBe(false);
    } finally {
      app.child.kill();
      rmSync(home, { recursive: true, force: true });
    }
  });
});
