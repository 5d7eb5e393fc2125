import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame, playMove } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { solve } from '../source/search/solver.js';
import { gamePath, loadGame, saveGame, variantKey } from '../source/store/games.js';
import { loadRecords } from '../source/store/records.js';
import { App } from '../source/ui/app.js';
import { openEntry } from '../source/ui/common/opened.js';
import { recordStoreIn } from '../source/ui/common/record-store.js';
import { gameStoreIn } from '../source/ui/common/saved-games.js';
import { oracleHere, searchHere } from './search-services.js';
import { legalMoves, makePuzzle, WAIT_MS } from './support.js';
import {
  arrowsTo,
  counterLine,
  inkKeys,
  KEYS,
  type Keys,
  playByKeys,
  settle,
} from './ui-support.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes
const ANSI = /\u001B\[[0-9;?]*[A-Za-z]/g;

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

type Run = Keys & { frame(): string; folder: string };

/** The app with games and records kept in `folder`, as `tobikoe` or `tobikoe play <id>` opens it. */
const open = async (folder: string, id?: string): Promise<Run> => {
  const entry = id ? findEntry(id) : undefined;
  const { stdin, lastFrame, unmount } = render(
    <App
      display={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
      initial={entry ? openEntry(entry) : undefined}
      search={searchHere}
      oracle={oracleHere}
      recordStore={await recordStoreIn(folder)}
      gameStore={await gameStoreIn(folder)}
    />,
  );
  mounted.push(unmount);
  const frame = (): string => (lastFrame() ?? '').replace(ANSI, '');
  await settle(10);
  return { frame, folder, ...inkKeys(stdin, frame, WAIT_MS) };
};

const freshFolder = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-save-'));
const knights = makePuzzle('knights');
const KNIGHTS = variantKey(findEntry('knights')!, {});
const onDisk = (folder: string) => JSON.parse(readFileSync(gamePath(folder, KNIGHTS), 'utf8'));
/** The first move: Enter on cell 0, → → ↓, Enter: the knight goes 0 → 5. */
const FIRST_MOVE = [KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter];

describe('every change is saved and a reopened puzzle resumes', () => {
  it('one move, q q, tobikoe play knights again: moves 1', async () => {
    const folder = freshFolder();
    const first = await open(folder, 'knights');
    await first.press(...FIRST_MOVE);
    expect(counterLine(first.frame())).toMatch(/^moves 1 /);
    expect(onDisk(folder)).toMatchObject({ steps: [[0, 5]], at: 1, aided: [] });
    await first.press('q', 'q');

    const again = await open(folder, 'knights');
    expect(counterLine(again.frame())).toMatch(/^moves 1 /);
    expect(again.frame()).toContain('your saved game, resumed');
    expect(again.frame()).toMatch(/│ {3}│ {3}│ ● │/);
  });

  it('saves undo, redo, restart and the undo position after each of them', async () => {
    const folder = freshFolder();
    const run = await open(folder, 'knights');
    await run.press(...FIRST_MOVE);
    await run.press('u');
    expect(onDisk(folder)).toMatchObject({ steps: [[0, 5]], at: 0 });
    await run.press('r');
    expect(onDisk(folder)).toMatchObject({ steps: [[0, 5]], at: 1 });
    await run.press('R');
    expect(onDisk(folder)).toMatchObject({ steps: [[0, 5], 'restart'], at: 2 });
    await run.press('u');
    expect(onDisk(folder)).toMatchObject({ steps: [[0, 5], 'restart'], at: 1 });
    // What is on disk replays to what is on the screen.
    const loaded = loadGame(folder, KNIGHTS, knights);
    expect(loaded.kind === 'ok' && loaded.value.moves.length).toBe(1);
    expect(counterLine(run.frame())).toMatch(/^moves 1 /);
  });

  it('saves an adopted answer as assisted, and solving with help records it so', async () => {
    const folder = freshFolder();
    const run = await open(folder, 'knights');
    await run.press('s');
    await run.waitFor('optimal 16 moves');
    await run.press('\u001B[F', KEYS.enter);
    await run.waitFor('Solved in 16 moves with help');
    expect(onDisk(folder)).toMatchObject({ at: 16, aided: [...Array(16).keys()] });
    expect(onDisk(folder).steps).toHaveLength(16);
    expect(loadRecords(folder)).toEqual({
      kind: 'ok',
      value: { [KNIGHTS]: { best: 16, bestUnaided: null } },
    });
    // A finished game is not offered again: the menu opens a new one.
    await run.press('q');
    await run.waitFor('best 16 with help');
    await run.press(KEYS.enter);
    expect(counterLine(run.frame())).toMatch(/^moves 0 /);
  });

  it('an answer seen stays seen: after a restart and after a relaunch the next move is helped', async () => {
    const folder = freshFolder();
    const run = await open(folder, 'knights');
    await run.press('s');
    await run.waitFor('step 0/16');
    await run.press(KEYS.escape);
    await run.waitFor(/moves 0 · optimal 16/);
    await run.press(...FIRST_MOVE);
    await run.waitFor(/moves 1 with help/);
    await run.press('R');
    await run.waitFor(/moves 0 /);
    // The cursor stayed where the knight landed, on cell 5.
    await playByKeys(run, knights, knights.start, 5, [0, 5]);
    await run.waitFor(/moves 1 with help/);
    expect(onDisk(folder)).toMatchObject({ answerSeen: true });
    await run.press('q', 'q');

    const again = await open(folder, 'knights');
    await again.waitFor('your saved game, resumed');
    await again.press('u');
    await again.waitFor(/moves 0 /);
    await again.press(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
    await again.waitFor(/moves 1 with help/);
  });

  it('q in the middle of a peg chain keeps the jumps made: the chain is saved as a move', async () => {
    const folder = freshFolder();
    const peg = makePuzzle('peg-star');
    // An optimal answer begins [5, 0] [4, 2] [11, 3] [12, 7, 5]; stop the chain after [12, 7].
    let game = newGame(peg);
    for (const cells of [
      [5, 0],
      [4, 2],
      [11, 3],
    ]) {
      const move = legalMoves(peg, game.board).find(
        (candidate) => peg.notation(candidate).join() === cells.join(),
      );
      if (move === undefined) throw new Error(`no move ${cells.join()}`);
      game = playMove(game, move);
    }
    const key = variantKey(findEntry('peg-star')!, {});
    saveGame(folder, key, game);
    const run = await open(folder, 'peg-star');
    expect(counterLine(run.frame())).toMatch(/^moves 3 /);
    await run.press(...arrowsTo(peg, 0, 12), KEYS.enter, ...arrowsTo(peg, 12, 7), KEYS.enter);
    await run.waitFor('it can jump on');
    await run.press('q');
    await run.waitFor('tobikoe ·');
    const saved = JSON.parse(readFileSync(gamePath(folder, key), 'utf8'));
    expect(saved.steps).toEqual([
      [5, 0],
      [4, 2],
      [11, 3],
      [12, 7],
    ]);
    expect(saved.at).toBe(4);
  });

  it('a solve by hand after resuming counts as unaided', async () => {
    const folder = freshFolder();
    const answer = solve(knights, knights.start, 'bidir').moves ?? [];
    let game = newGame(knights);
    for (const move of answer.slice(0, -1)) game = playMove(game, move);
    saveGame(folder, KNIGHTS, game);
    const run = await open(folder, 'knights');
    expect(counterLine(run.frame())).toMatch(/^moves 15 /);
    const last = knights.notation(answer[answer.length - 1]);
    await playByKeys(run, knights, game.board, 0, last);
    await run.waitFor('Solved in 16 moves — optimal is 16');
    expect(loadRecords(folder)).toEqual({
      kind: 'ok',
      value: { [KNIGHTS]: { best: 16, bestUnaided: 16, fastest: expect.any(Number) } },
    });
  });

  it('the menu asks: resume, or a new game that replaces the save', async () => {
    const folder = freshFolder();
    const first = await open(folder, 'knights');
    await first.press(...FIRST_MOVE);
    await first.press('q');
    // Back in the menu with knights highlighted.
    await first.press(KEYS.enter);
    let frame = await first.waitFor('You have a saved game of Knights Exchange.');
    expect(frame).toMatch(/❯ resume\s+moves 1/);
    expect(frame).toContain('new game');
    await first.press(KEYS.enter);
    expect(counterLine(first.frame())).toMatch(/^moves 1 /);

    await first.press('q', KEYS.enter);
    await first.waitFor('You have a saved game of Knights Exchange.');
    await first.press(KEYS.down);
    frame = first.frame();
    expect(frame).toMatch(/❯ new game/);
    await first.press(KEYS.enter);
    expect(counterLine(first.frame())).toMatch(/^moves 0 /);
    expect(onDisk(folder)).toMatchObject({ steps: [], at: 0 });

    // Nothing unfinished is saved now: Enter opens the puzzle at once; q in the question goes back.
    await first.press('q', KEYS.enter);
    expect(counterLine(first.frame())).toMatch(/^moves 0 /);
    await first.press(...FIRST_MOVE, 'q', KEYS.enter);
    await first.waitFor('You have a saved game of Knights Exchange.');
    await first.press('q');
    expect(first.frame()).toContain('tobikoe play knights');
    // n in the menu opens the new-position dialog at once (the question would take its
    // keys), over the saved game resumed: it is never replaced, and Esc comes back to it.
    await first.press('n');
    await first.waitFor('A new position');
    await first.press(KEYS.escape);
    expect(counterLine(await first.waitFor(/moves 1 /))).toMatch(/^moves 1 /);
    expect(onDisk(folder)).toMatchObject({ at: 1 });
  });

  it('keeps games of different variants apart', async () => {
    const folder = freshFolder();
    const entry = findEntry('frog-line');
    if (!entry) throw new Error('no frog-line');
    const four = openEntry(entry, { n: 4 });
    const store = await gameStoreIn(folder);
    const moved = playMove(newGame(four.puzzle), legalMoves(four.puzzle, four.puzzle.start)[0]);
    store.save(four, moved);
    expect(store.load(openEntry(entry)).game).toBeUndefined();
    expect(store.load(four).game?.moves).toHaveLength(1);
  });
});

describe('a save that cannot be used', () => {
  it('garbage is set aside, kept on disk, reported once, and play goes on fresh', async () => {
    const folder = freshFolder();
    const first = await open(folder, 'knights');
    await first.press(...FIRST_MOVE, 'q', 'q');
    const path = gamePath(folder, KNIGHTS);
    writeFileSync(path, '\u0000garbage{{{');

    const run = await open(folder, 'knights');
    const frame = run.frame();
    expect(frame).toContain('your saved game was set aside: ');
    expect(counterLine(frame)).toMatch(/^moves 0 /);
    const aside = readdirSync(join(folder, 'games')).filter((name) => name.includes('.damaged-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(folder, 'games', aside[0]), 'utf8')).toBe('\u0000garbage{{{');
    expect(existsSync(path)).toBe(false);
    // Play goes on and is saved afresh; the report is not repeated.
    await run.press(...FIRST_MOVE);
    expect(run.frame()).not.toContain('damaged');
    expect(onDisk(folder)).toMatchObject({ steps: [[0, 5]], at: 1 });
    const later = await open(folder, 'knights');
    expect(later.frame()).not.toContain('damaged');
    expect(counterLine(later.frame())).toMatch(/^moves 1 /);
  });

  it('a file whose moves do not replay is set aside too', async () => {
    const folder = freshFolder();
    saveGame(folder, KNIGHTS, playMove(newGame(knights), legalMoves(knights, knights.start)[0]));
    const path = gamePath(folder, KNIGHTS);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(/"steps":\[\[\d+,\d+\]\]/, '"steps":[[0,1]]'),
    );
    const run = await open(folder, 'knights');
    expect(run.frame()).toContain('your saved game was set aside: ');
    expect(counterLine(run.frame())).toMatch(/^moves 0 /);
  });

  it('a file from a newer tobikoe is left untouched and the app says so', async () => {
    const folder = freshFolder();
    const path = gamePath(folder, KNIGHTS);
    saveGame(folder, KNIGHTS, newGame(knights));
    const text = readFileSync(path, 'utf8').replace('"format":1', '"format":7');
    writeFileSync(path, text);
    const run = await open(folder, 'knights');
    expect(run.frame()).toContain('your saved game is from a newer tobikoe');
    await run.press(...FIRST_MOVE, 'u', 'r', 'R');
    expect(readFileSync(path, 'utf8')).toBe(text);
    expect(readdirSync(join(folder, 'games'))).toHaveLength(1);
  });

  it('a save that cannot be written is reported and play goes on', async () => {
    const folder = freshFolder();
    // A file where the games folder should be: every write fails.
    writeFileSync(join(folder, 'games'), 'not a folder');
    const run = await open(folder, 'knights');
    await run.press(...FIRST_MOVE);
    // In the player's words, naming the save (not the temporary the write went through, nor Node's English).
    const said = run.frame().replace(/\s+/g, '');
    expect(said).toContain(
      `yourgamecouldnotbesaved:${gamePath(folder, KNIGHTS)}cannotbewritten:apartofitspathisafile,notafolder`,
    );
    expect(said).not.toMatch(/\.tmp-|ENOTDIR/);
    expect(counterLine(run.frame())).toMatch(/^moves 1 /);
  });
});
