import { afterEach, describe, expect, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import { readCode } from '../source/puzzles/codes.js';
import { distanceOracle } from '../source/search/oracle.js';
import { editedOptions, editProblem, goalEditable } from '../source/ui/edit/edited-options.js';
import { KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

describe('the position editor (e)', () => {
  it('refuses bad counts in the puzzle words, leaves unchanged on Esc, plays an edited start', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('e');
    await session.waitFor('Edit the start · Knights Exchange');
    await session.waitFor('the puzzle takes it: Enter plays from here');

    // Emptying a knight's cell: the puzzle's own check says what is wrong, and Enter does nothing.
    await session.press('.');
    const refused = await session.waitFor(/the start board has 7 empty cells; it needs exactly 6/);
    expect(refused).not.toContain('the puzzle takes it');
    await session.press(KEYS.enter);
    await session.waitFor('Edit the start');
    // A letter no piece has is refused by name.
    await session.press('Z');
    await session.waitFor('Z is no piece of this puzzle');

    // Esc: the game as it was.
    await session.press(KEYS.escape);
    await session.waitFor('moves 0 · optimal 16');

    // The black knight from cell 0 put on cell 4 instead: a start the puzzle takes; Enter plays it.
    await session.press('e');
    await session.waitFor('Edit the start');
    await session.press('.', KEYS.down, KEYS.right, 'B');
    await session.waitFor('cell 4');
    await session.waitFor('the puzzle takes it: Enter plays from here');
    await session.press(KEYS.enter);
    const played = await session.waitFor(/· knights:(\S+)[\s\S]*moves 0 · optimal \d/);
    const start = /· knights:(\S+)/.exec(played)?.[1] ?? '';
    expect(start[0]).toBe('.');
    expect(start[4]).toBe('B');
    const named = readCode(`knights:${start}`);
    const puzzle = named.entry.create(named.options);
    expect(played).toContain(`optimal ${distanceOracle(puzzle).distance(puzzle.start)}`);
  });

  it('takes digit pieces: the 8-puzzle edited by typing its tiles', async () => {
    session = await startApp({ id: 'eight', features: ALL });
    const start = findEntry('eight')?.create({}).start ?? new Uint8Array();
    expect(start[0]).toBe(0);
    await session.press('e');
    await session.waitFor('Edit the start · 8-puzzle');
    // The tile of cell 1 typed on the blank: the board has no empty cell, which the puzzle says.
    const tile = String(start[1]);
    await session.press(tile);
    await session.waitFor('the start board has 0 empty cells');
    expect(session.frame()).toContain(`│[${tile}]│ ${tile} │`);
    // Cell 1 emptied: the tile has slid one cell, a start the puzzle takes.
    await session.press(KEYS.right, '.');
    await session.waitFor('the puzzle takes it: Enter plays from here');
    await session.press(KEYS.enter);
    const played = await session.waitFor(/· eight:(\S+)[\s\S]*moves 0 · optimal \d/);
    expect(/· eight:(\S+)/.exec(played)?.[1]?.slice(0, 2)).toBe(`${tile}.`);
  });

  it('edits the Line Puzzle goal too, and names a wrong count of a piece', () => {
    const entry = findEntry('line');
    if (!entry) throw new Error('no line');
    const puzzle = entry.create({});
    const goal = puzzle.goals?.[0];
    if (!goal) throw new Error('the Line Puzzle has one goal');
    expect(goalEditable(entry, puzzle)).toBe(true);

    // One quarter put in place of another: the puzzle names a count that is wrong, and its set's.
    const start = puzzle.start.slice();
    const other = puzzle.pieces.find((kind) => kind.code !== start[0] && start[0] !== 0);
    if (!other) throw new Error('no other piece');
    start[0] = other.code;
    const problem = editProblem(entry, editedOptions(entry, {}, puzzle, start, goal));
    expect(problem).toMatch(/^the start board has [35] [ABCD] \(.*\), the Line Puzzle set has 4$/);

    // Two goal cells swapped: the new game's goal is the edited one.
    const edited = goal.slice();
    const [a, b] = [0, edited.findIndex((code) => code !== edited[0])];
    [edited[a], edited[b]] = [edited[b], edited[a]];
    const options = editedOptions(entry, {}, puzzle, puzzle.start, edited);
    expect(editProblem(entry, options)).toBeNull();
    expect(Array.from(entry.create(options).goals?.[0] ?? [])).toEqual(Array.from(edited));
  });
});
