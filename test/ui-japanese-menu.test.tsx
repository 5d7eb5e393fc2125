/**
 * The menu, the question "resume or new" and the help screen in Japanese at
 * 80×24: no English of their own left, every line within 80 columns.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalMoves, newGame, playMove, undo } from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { openEntry } from '../source/ui/common/opened.js';
import { columns, fitColumns } from '../source/ui/common/truncate.js';
import { helpLines } from '../source/ui/help/help-lines.js';
import { HelpScreen } from '../source/ui/help/help-screen.js';
import { ResumeScreen } from '../source/ui/menu/resume-screen.js';
import { setLanguage } from '../source/words/language.js';
import { wordsIn } from '../source/words/words.js';
import { englishLeft } from './english-left.js';
import { expectFits } from './japanese-screen.js';
import { makePuzzle } from './support.js';
import { ALL_FEATURES, appPerTest, KEYS, unmountAfterEach } from './ui-support.js';

const start = appPerTest();
const { mount } = unmountAfterEach();
beforeEach(() => setLanguage('ja'));
afterEach(() => setLanguage('en'));

const ja = wordsIn('ja');
/** The page's own name stays as the page writes it. */
const PAGE_NAME = 'Puzzle DE Programming';

/** Every line of a frame within 80 columns, and no more than 24 of them. */

describe('the menu in Japanese', () => {
  it('speaks Japanese in its own lines and fits 80×24', async () => {
    const session = await start();
    const frame = session.frame();
    const lines = frame.split('\n');
    expect(lines[0]).toContain(ja.menu.tagline.trim().slice(2));
    expect(englishLeft(lines[0].replace(PAGE_NAME, ''))).toEqual([]);
    expectFits(frame, 24);
    // Down the whole list: every frame fits.
    for (let step = 0; step < 12; step++) {
      await session.press(KEYS.down);
      expectFits(session.frame(), 24);
    }
  });

  it('L switches to English and back on the spot', async () => {
    setLanguage('en');
    const session = await start();
    expect(session.frame()).toContain("M. Hiroi's Puzzle DE Programming");
    await session.press('L');
    expect(session.frame()).toContain('広井誠');
    await session.press('L');
    expect(session.frame()).toContain("M. Hiroi's Puzzle DE Programming");
  });

  it('asks for a bigger window in Japanese', async () => {
    const session = await start({ size: { columns: 40, rows: 10 } });
    const frame = session.frame();
    expect(frame).toContain('ウィンドウを');
    expect(englishLeft(frame)).toEqual([]);
    for (const line of frame.split('\n')) expect(columns(line)).toBeLessThanOrEqual(40);
  });
});

describe('the question "resume or new" in Japanese', () => {
  it('is in Japanese, aligned, and fits', async () => {
    const puzzle = makePuzzle('knights');
    let game = newGame(puzzle);
    game = playMove(game, legalMoves(puzzle, game.board)[0]);
    game = playMove(game, legalMoves(puzzle, game.board)[0]);
    game = undo(game);
    const screen = mount(
      <ResumeScreen
        opened={openEntry(findEntry('knights')!, {})}
        saved={game}
        onResume={() => {}}
        onNew={() => {}}
        onBack={() => {}}
      />,
    );
    const frame = screen.frame();
    expect(frame).toContain(ja.menu.resume);
    expect(frame).toContain(ja.menu.newGameMore);
    expect(frame).toContain(ja.menu.savedRedo(1).trim());
    const rows = frame.split('\n').filter((line) => /^(❯| ) /.test(line));
    expect(rows).toHaveLength(2);
    // What each choice does starts in the same column.
    const at = rows.map((line) => columns(line.slice(0, line.search(/\S+$|最初|1手/))));
    expect(at[0]).toBe(at[1]);
    expectFits(frame, 24);
  });
});

describe('the help screen in Japanese', () => {
  it('has its own words in Japanese and every line within 80 columns', async () => {
    const entry = findEntry('knights')!;
    const screen = mount(
      <HelpScreen
        entry={entry}
        puzzle={makePuzzle('knights')}
        features={ALL_FEATURES}
        onClose={() => {}}
      />,
    );
    const frame = screen.frame();
    expectFits(frame, 24);
    expect(frame).toContain('スクロール');
    expect(englishLeft(frame.split('\n').at(-1) ?? '')).toEqual([]);
  });
});

describe("the help screen's key column in Japanese", () => {
  it('starts what each key does in one column, counted in columns', () => {
    const lines = helpLines(findEntry('knights')!, makePuzzle('knights'), ALL_FEATURES, 79, false);
    const keyed = lines.filter((line) => line.kind === 'key');
    // The column: where a wrapped line of a key's words starts.
    const column = Math.min(
      ...keyed.map((line) => line.text.match(/^ {10,}/)?.[0].length ?? Number.POSITIVE_INFINITY),
    );
    expect(column).toBeLessThan(40);
    for (const { text } of keyed.filter((line) => columns(line.text) > column)) {
      const left = fitColumns(text, column);
      expect(columns(left), text).toBe(column);
      expect(left.endsWith(' ') && text.slice(left.length)[0] !== ' ', text).toBe(true);
    }
    for (const line of lines) expect(columns(line.text)).toBeLessThanOrEqual(79);
    expect(fitColumns(lines[0].text, 79)).toBe(lines[0].text);
  });
});
