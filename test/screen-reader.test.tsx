/**
 * A game for players who cannot see the board (#34 item 11): with
 * `--screen-reader` the board is rows of words and the status line, last,
 * says the cell under the cursor, the pick, where it can go and each move.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSentence } from '../source/game/spoken.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { settingsStoreIn } from '../source/ui/common/settings-store.js';
import { setLanguage } from '../source/words/language.js';
import { searchNever } from './search-services.js';
import { arrowsTo, KEYS, startApp, unmountAfterEach } from './ui-support.js';

const { keep } = unmountAfterEach();

const BOX_DRAWING = /[\u2500-\u257f]/;

/** The frame's lines with something on them. */
const lines = (frame: string): string[] => frame.split('\n').filter((line) => line.trim() !== '');

const knights = () => findEntry('knights')?.create({});

describe('--screen-reader', () => {
  it('a jumping family: the board as rows of words, the cursor, the pick and the move said last', async () => {
    const app = await startApp({ id: 'knights', screenReader: true, search: searchNever });
    keep(app.unmount);
    const start = app.frame();
    expect(start).toContain('row 1: 0 black, 1 black, 2 black');
    expect(start).toContain('row 2: 3 empty, 4 empty, 5 empty');
    expect(start).toContain('row 4: 9 white, 10 white, 11 white');
    expect(start).not.toMatch(BOX_DRAWING);
    expect(lines(start).at(-1)).toBe('cursor on cell 0: black');

    await app.press(KEYS.enter);
    expect(lines(app.frame()).at(-1)).toBe(
      'cursor on cell 0: black, picked · it can go to cells 5, 7',
    );

    const puzzle = knights();
    if (!puzzle) throw new Error('no knights');
    await app.press(...arrowsTo(puzzle, 0, 7));
    expect(lines(app.frame()).at(-1)).toBe(
      'cursor on cell 7: empty, a place to go · it can go to cells 5, 7',
    );

    await app.press(KEYS.enter);
    const moved = lines(app.frame());
    expect(moved.at(-2)).toBe('black moved from cell 0 to cell 7');
    expect(moved.at(-1)).toBe('cursor on cell 7: black');
    expect(moved).toContain('row 3: 6 empty, 7 black, 8 empty');
    expect(moved).toContain('moves 1 · optimal …');

    // Undo and redo are said too; the board shows them, so a sighted status line stays as it was.
    await app.press('u');
    const undone = lines(app.frame());
    expect(undone.at(-2)).toBe('took back: black moved from cell 0 to cell 7');
    expect(undone).toContain('row 1: 0 black, 1 black, 2 black');
    await app.press('r');
    expect(lines(app.frame()).at(-2)).toBe('played again: black moved from cell 0 to cell 7');
    await app.press('R');
    await app.press('u');
    expect(lines(app.frame()).at(-2)).toBe('took back the restart');

    const sighted = await startApp({ id: 'knights', search: searchNever });
    keep(sighted.unmount);
    await sighted.press(KEYS.enter, ...arrowsTo(puzzle, 0, 7), KEYS.enter, 'u');
    expect(sighted.frame()).toContain('goal: black and white knights change places');
    await sighted.press('r');
    expect(sighted.frame()).toContain('goal: black and white knights change places');
    expect(sighted.frame()).not.toMatch(/took back|played again/);
  });

  it('a sliding family: the arrow slides a tile, said as a sentence', async () => {
    const app = await startApp({
      id: 'eight',
      options: { start: '123456.78' },
      screenReader: true,
      search: searchNever,
    });
    keep(app.unmount);
    expect(app.frame()).toContain('row 3: 6 empty, 7 tile 7, 8 tile 8');
    // The tile right of the gap slides left into it.
    await app.press(KEYS.left);
    const frame = lines(app.frame());
    expect(frame, frame.join('\n')).toContain('tile 7 moved from cell 7 to cell 6');
    expect(frame).toContain('row 3: 6 tile 7, 7 empty, 8 tile 8');
    expect(frame.join('\n')).not.toMatch(BOX_DRAWING);
  });

  it('blocks of several cells are named by the piece they belong to', async () => {
    const app = await startApp({ id: 'hakoiri', screenReader: true, search: searchNever });
    keep(app.unmount);
    const rows = lines(app.frame()).filter((line) => line.startsWith('row '));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toBe('row 1: 0 father, 1 daughter, 2 daughter, 3 mother');
    expect(rows.join('\n')).not.toMatch(BOX_DRAWING);
  });

  it("Ink's own screen-reader mode (INK_SCREEN_READER=true) lays the game out the same way", async () => {
    const was = process.env.INK_SCREEN_READER;
    process.env.INK_SCREEN_READER = 'true';
    try {
      const app = await startApp({ id: 'knights', search: searchNever });
      keep(app.unmount);
      expect(app.frame()).toContain('row 1: 0 black, 1 black, 2 black');
      expect(lines(app.frame()).at(-1)).toBe('cursor on cell 0: black');
    } finally {
      if (was === undefined) delete process.env.INK_SCREEN_READER;
      else process.env.INK_SCREEN_READER = was;
    }
  });

  it('in Japanese', async () => {
    setLanguage('ja');
    try {
      const app = await startApp({ id: 'knights', screenReader: true, search: searchNever });
      keep(app.unmount);
      await app.press(KEYS.enter);
      const frame = lines(app.frame());
      expect(frame.some((line) => line.startsWith('1行目：0 '))).toBe(true);
      expect(frame.at(-1)).toMatch(/^カーソルはマス 0：\S+、持ち上げた駒 · 行き先はマス 5、7$/);
    } finally {
      setLanguage('en');
    }
  });
});

describe('a move as a sentence', () => {
  it('a peg chain says each cell it lands on', () => {
    const puzzle = findEntry('peg-star')?.create({});
    if (!puzzle) throw new Error('no peg-star');
    const board = Uint8Array.from('1001001111111', Number);
    const out = new Int32Array(puzzle.maxMoves);
    const moves = [...out.subarray(0, puzzle.moves(board, out))];
    const chain = moves.find((move) => puzzle.notation(move).join('-') === '10-2-4');
    if (chain === undefined) throw new Error('no chain 10-2-4');
    expect(moveSentence(puzzle, chain, board)).toBe(
      'peg moved from cell 10 to cell 2, then to cell 4',
    );
    setLanguage('ja');
    try {
      expect(moveSentence(puzzle, chain, board)).toMatch(
        /^\S+をマス 10 からマス 2、さらにマス 4へ動かしました$/,
      );
    } finally {
      setLanguage('en');
    }
  });
});

describe('the settings', () => {
  it('"screenReader": true and "theme" in settings.json are read, a theme tobikoe lacks is a damaged file', async () => {
    const here = mkdtempSync(join(tmpdir(), 'tobikoe-reader-settings-'));
    try {
      const store = await settingsStoreIn(here);
      store.save({ coach: false, mouse: true, screenReader: true, theme: 'colour-blind' });
      const app = await startApp({
        id: 'knights',
        search: searchNever,
        settingsStore: await settingsStoreIn(here),
      });
      keep(app.unmount);
      expect(app.frame()).toContain('row 1: 0 black, 1 black, 2 black');
      expect((await settingsStoreIn(here)).load().settings.theme).toBe('colour-blind');
      writeFileSync(
        join(here, 'settings.json'),
        '{"format":1,"settings":{"coach":false,"theme":"sepia"}}',
      );
      expect((await settingsStoreIn(here)).load().notice).toMatch(/set aside/);
    } finally {
      rmSync(here, { recursive: true, force: true });
    }
  });
});
