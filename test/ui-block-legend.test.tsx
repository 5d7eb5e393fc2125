/**
 * Blocks named on the board: Hakoiri's blocks have names (the messages say
 * `head clerk`, `maid`), so a legend beside the board names them, `?` lists
 * it, and the box is drawn open at the exit, the way the daughter leaves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../source/words/language.js';
import { ALL_FEATURES as ALL, appPerTest } from './ui-support.js';

const startApp = appPerTest();
afterEach(() => setLanguage('en'));

/** The classic start's blocks as the page names them, in reading order, by how each is drawn. */
const CLASSIC_EN = [
  '^ v  father, mother, maid ×2',
  'D    daughter',
  '< >  head clerk',
  'o    apprentice ×3, clerk',
];
const CLASSIC_JA = ['^ v  父、母、女中 ×2', 'D    娘', '< >  番頭', 'o    丁稚 ×3、手代'];

/** The frame's lines cut to the board's columns (indent 2, then `width` characters). */
const boardColumns = (frame: string, width: number): string[] =>
  frame.split('\n').map((line) => line.slice(2, 2 + width).trimEnd());

describe("Hakoiri's blocks, named", () => {
  it('at 80×24 the legend stands beside the board, and the box is open at the exit', async () => {
    const app = await startApp({ id: 'hakoiri', features: ALL });
    const frame = await app.waitFor(/optimal \d+/);
    const lines = frame.split('\n');
    for (const entry of CLASSIC_EN) {
      const line = lines.find((each) => each.includes(entry));
      // Beside the board: on a line of the board, after its right wall.
      expect(line, entry).toMatch(/[│┤]\s{6}\S/);
    }
    expect(frame).toContain('named in reading order, row by row');
    const board = boardColumns(frame, 17);
    // The bottom wall: closed under the corners' cells, open under the two middle ones.
    expect(board).toContain('└───┘       └───┘');
    expect(board.filter((line) => line.startsWith('└'))).toEqual(['└───┘       └───┘']);
  });

  it('with --ascii and at presentation size (140×45) too', async () => {
    const app = await startApp({
      id: 'hakoiri',
      features: ALL,
      ascii: true,
      size: { columns: 140, rows: 45 },
    });
    const frame = await app.waitFor(/optimal \d+/);
    for (const entry of CLASSIC_EN) expect(frame).toContain(entry.replace('×', 'x'));
    const board = boardColumns(frame, 49);
    const bottom = board.filter((line) => line.startsWith('+')).pop();
    expect(bottom).toBe(`+${'-'.repeat(11)}+${' '.repeat(23)}+${'-'.repeat(11)}+`);
  });

  it('in colour the box and the legend read the same', async () => {
    const app = await startApp({ id: 'hakoiri', features: ALL, color: true });
    const frame = await app.waitFor(/optimal \d+/);
    for (const entry of CLASSIC_EN) expect(frame).toContain(entry);
    expect(boardColumns(frame, 17)).toContain('└───┘       └───┘');
  });

  it('names the blocks as the pages do in Japanese', async () => {
    setLanguage('ja');
    const app = await startApp({ id: 'hakoiri', features: ALL });
    const frame = await app.waitFor(/最短 \d+/);
    for (const entry of CLASSIC_JA) expect(frame).toContain(entry);
  });

  it('? lists the legend', async () => {
    const app = await startApp({ id: 'hakoiri', features: ALL });
    await app.waitFor(/optimal \d+/);
    await app.press('?');
    const frame = await app.waitFor('blocks (named in reading order, row by row)');
    for (const entry of CLASSIC_EN) expect(frame).toContain(`  ${entry}`);
  });

  it('a family without named blocks shows no legend', async () => {
    const app = await startApp({ id: 'knights', features: ALL });
    const frame = await app.waitFor(/optimal \d+/);
    expect(frame).not.toContain('named in reading order');
  });
});
