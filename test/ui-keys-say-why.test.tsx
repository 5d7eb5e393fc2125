/**
 * Every key of the play screen that cannot act says why, in one line: a tip
 * after the start's own search gave up, a tip whose search gives up, Esc with
 * nothing picked up, presentation size in a small window, plain boards on a
 * board without line pieces, cell numbers with no room, a tip once solved.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readCode } from '../source/puzzles/codes.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { BACKGROUND_BUDGET } from '../source/search/background-budget.js';
import { distanceOracle } from '../source/search/oracle.js';
import { setLanguage } from '../source/words/language.js';
import type { JobOutcome } from '../source/worker/protocol.js';
import { heldSearch } from './search-services.js';
import { makePuzzle } from './support.js';
import { ALL_FEATURES as ALL, appPerTest, KEYS, playByKeys } from './ui-support.js';

const startApp = appPerTest();
afterEach(() => setLanguage('en'));

const GOAL = '.123456789ABCDEF';
const MIDDLING = '26A34.9781ECB5DF';
const FIFTEEN = { start: MIDDLING, goal: GOAL };
/** A short Knights Exchange: solved by keys in a few moves. */
const CODE = 'knights:...W.WW..BBB';

const GAVE_UP: JobOutcome = {
  kind: 'limited',
  stop: { limit: 'time', value: 60_000, nodes: 312_000_000, ms: 60_000, depth: 58, finished: 56 },
};

/** The message line and what follows it, as one line of words. */
const flat = (frame: string): string => frame.replace(/\s+/g, ' ');

/** A 15-puzzle whose optimum gave up at the app's budget (the search held by the test). */
const gaveUpAtStart = async () => {
  const held = heldSearch();
  const app = await startApp({
    id: 'fifteen',
    options: FIFTEEN,
    search: held.service,
    features: ALL,
  });
  held.solves[0]?.finish(GAVE_UP);
  await app.waitFor(/optimal \?|最短 \?/);
  return { app, held };
};

describe('a key that cannot act says why', () => {
  it("t after the start's own search gave up says so at once, and starts no search", async () => {
    const { app, held } = await gaveUpAtStart();
    await app.press('t');
    const frame = await app.waitFor(/tip: none/);
    expect(flat(frame)).toMatch(
      /tip: none, gave up at the app's own budget \(400,000,000 nodes, 60\.00 s\): bound 56 searched in full.* · s solves without a limit/,
    );
    expect(held.solves).toHaveLength(1);
  });

  it('says it in Japanese too', async () => {
    setLanguage('ja');
    const { app } = await gaveUpAtStart();
    await app.press('t');
    const frame = await app.waitFor(/ヒント: なし/);
    expect(flat(frame)).toContain('s なら上限なしで解きます');
  });

  it("t elsewhere searches within the app's budget, and says so when that search gives up", async () => {
    const { app, held } = await gaveUpAtStart();
    const puzzle = makePuzzle('fifteen', FIFTEEN);
    // The arrows slide a tile into the gap: one move away from the start.
    await app.press(KEYS.left);
    await app.waitFor(/moves 1/);
    await app.press('t');
    await app.waitFor('tip: thinking');
    const tip = held.solves[held.solves.length - 1];
    expect(tip?.job.board).not.toEqual(puzzle.start);
    expect(tip?.job.budget).toEqual(BACKGROUND_BUDGET);
    tip?.finish(GAVE_UP);
    expect(flat(await app.waitFor(/tip: none/))).toMatch(
      /tip: none, gave up at the app's own budget .* · s solves without a limit/,
    );
  });

  it('Esc with nothing picked up, z in a small window, p on a board without line pieces', async () => {
    const app = await startApp({ id: 'hakoiri', features: ALL });
    await app.waitFor(/optimal \d+/);
    await app.press(KEYS.escape);
    await app.waitFor('Esc puts a picked piece down: none is picked up');
    // Presentation size is on unless turned off: z turns it off, and on again where it cannot grow.
    await app.press('z');
    await app.waitFor(/presentation size off\s*$/m);
    await app.press('z');
    await app.waitFor('presentation size on: boards grow from 120×36 up (this window is 80×24)');
    await app.press('p');
    await app.waitFor('only boards of line pieces (the Line Puzzle) are drawn plain');
    const line = await startApp({ id: 'line-1', features: ALL });
    await line.waitFor(/optimal \d+/);
    await line.press('p');
    await line.waitFor(/plain boards on\s*$/m);
  });

  it('# where the cell numbers find no room says so', async () => {
    const app = await startApp({
      id: 'fifteen',
      options: FIFTEEN,
      search: heldSearch().service,
      size: { columns: 48, rows: 24 },
    });
    await app.waitFor(/moves 0/);
    await app.press('#');
    await app.waitFor(/cell numbers: no room for them/);
  });

  it('read as words (--screen-reader), # and z say that the board is not drawn', async () => {
    const app = await startApp({ id: 'knights', features: ALL, screenReader: true });
    await app.waitFor(/optimal \d+/);
    await app.press('#');
    await app.waitFor('cell numbers: each cell is read with its number already');
    await app.press('z');
    await app.waitFor(/^presentation size off$/m);
    await app.press('z');
    await app.waitFor('presentation size on: the board is read as rows of words here, not drawn');
  });

  it('a tip asked once solved says the goal is reached', async () => {
    const named = readCode(CODE);
    const puzzle = named.entry.create(named.options);
    const answer = distanceOracle(puzzle).optimalAnswer(puzzle.start) ?? [];
    const app = await startApp({ id: 'knights', options: named.options, features: ALL });
    await app.waitFor(`optimal ${answer.length}`);
    let board: Board = puzzle.start.slice();
    let cursor = 0;
    for (const move of answer) {
      cursor = await playByKeys(app, puzzle, board, cursor, puzzle.notation(move));
      board = board.slice();
      puzzle.apply(board, move);
    }
    await app.waitFor('★ Solved');
    await app.press('t');
    expect(await app.waitFor('tip: this is a goal already')).toContain('★ Solved');
  });
});
