import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boardLines, markCells } from '../source/board/board.js';
import { keyTable } from '../source/game/key-table.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { settingsStoreIn } from '../source/ui/common/settings-store.js';
import { makePuzzle } from './support.js';
import { type Session, startApp } from './ui-support.js';

const folders: string[] = [];
let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Every line of `lines` appears in the frame, one under another. */
const shows = (frame: string, lines: readonly string[]): boolean => {
  const rows = frame.split('\n').map((row) => row.trimEnd());
  const first = rows.findIndex((row) => row.includes(lines[0].trimEnd()));
  return first >= 0 && lines.every((line, at) => rows[first + at]?.includes(line.trimEnd()));
};

describe('plain boards (p): the Line Puzzle without inner walls in colour too', () => {
  const line = makePuzzle('line-1');

  it('draws the kept setting, p turns it off and keeps that, and the next start reads it', async () => {
    const here = mkdtempSync(join(tmpdir(), 'tobikoe-plain-'));
    folders.push(here);
    (await settingsStoreIn(here)).save({ coach: false, mouse: true, plainWalls: true });
    session = await startApp({
      id: 'line-1',
      color: true,
      settingsStore: await settingsStoreIn(here),
    });
    await session.waitFor(/optimal \d+/);
    const marks = markCells({ cursor: 0 });
    // In colour, as NO_COLOR draws it: the arcs and the grid's corners, no wall joints.
    expect(shows(session.frame(), boardLines(line, line.start, { marks, plainWalls: true }))).toBe(
      true,
    );
    expect(session.frame()).not.toMatch(/┼/);

    await session.press('p');
    await session.waitFor(/┼/);
    expect(shows(session.frame(), boardLines(line, line.start, { marks }))).toBe(true);
    expect((await settingsStoreIn(here)).load().settings.plainWalls).toBe(false);

    await session.press('p');
    // A frame with no wall joint anywhere.
    await session.waitFor(/^(?![\s\S]*┼)[\s\S]*optimal/);
    expect((await settingsStoreIn(here)).load().settings.plainWalls).toBe(true);
  });

  it('is the NO_COLOR drawing in colour, and leaves every other board as it was', () => {
    let plainOnes = 0;
    for (const entry of catalogue) {
      const puzzle = entry.create({});
      const plain = boardLines(puzzle, puzzle.start, { plainWalls: true });
      const monochrome = boardLines(puzzle, puzzle.start, { monochrome: true });
      expect(plain, entry.id).toEqual(monochrome);
      if (plain.join('\n') !== boardLines(puzzle, puzzle.start).join('\n')) plainOnes++;
    }
    // The Line Puzzle's problems, and only boards whose pieces are lines, change.
    expect(plainOnes).toBeGreaterThan(0);
    expect(plainOnes).toBeLessThan(catalogue.length);
  });

  it('p is said on the ? screen, in play and in the solve panel', () => {
    const sections = keyTable({ solve: true });
    for (const where of ['play', 'solve']) {
      const section = sections.find((each) => each.where === where);
      expect(section?.bindings.some((binding) => binding.keys === 'p')).toBe(true);
    }
  });
});
