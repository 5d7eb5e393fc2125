/**
 * The menu scrolled (issue 34, item 6's sibling): at 80×24 the list shows
 * part of the catalogue, and the top row shown is named by its family even
 * when its group began above it, so the 8- and 15-puzzle are never listed
 * under no heading.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { KEYS, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

/** The list's rows as drawn: between the `↑ N more` line and the `↓ N more` line. */
const listRows = (frame: string): string[] =>
  frame
    .split('\n')
    .slice(2)
    .filter((line) => /^(❯| ) /.test(line))
    .map((line) => line.slice(2));

/** The entry a row lists: the longest title it begins with after the family column. */
const entryOn = (row: string) =>
  catalogue
    .filter((entry) => row.includes(` ${entry.title}`) || row.startsWith(entry.title))
    .sort((a, b) => b.title.length - a.title.length)[0];

describe('the menu scrolled', () => {
  it('names the family of the top row shown when the list ends at the last entry, at 80×24', async () => {
    session = await startApp();
    // Up from the first entry goes round to the last: the list shows its end.
    await session.press(KEYS.up);
    const frame = session.frame();
    expect(frame).toMatch(/↑ \d+ more/);
    const [top] = listRows(frame);
    const entry = entryOn(top);
    expect(entry, top).toBeDefined();
    // Its group began above the rows shown.
    expect(catalogue.indexOf(entry)).toBeGreaterThan(0);
    expect(catalogue[catalogue.indexOf(entry) - 1].family).toBe(entry.family);
    expect(top.startsWith(entry.family), frame).toBe(true);
  });
});
