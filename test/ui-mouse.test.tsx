import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limitEverySearch } from '../source/search/progress.js';
import { mouseReport } from './storm-tokens.js';
import { KEYS, type Session, settle, startApp } from './ui-support.js';

/**
 * The mouse in the app's screens (ink-testing-library): reports never become
 * text in the editor or a dialog, and the wheel is a list's keys.
 */

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

const ALL = { solve: true, hint: true, analysis: true, coach: true } as const;

/** A wheel turn, the SGR way (buttons 64 and 65) or the X10 way (the button byte 32 more: '`' and 'a'). */
const isWheel = (report: string): boolean =>
  ['\u001B[<64;', '\u001B[<65;', '\u001B[M`', '\u001B[Ma'].some((start) =>
    report.startsWith(start),
  );

/** Random reports that are not wheel turns (a wheel turn is a key of a list), in reads of one to four. */
const clicks = (seed: number): string[] =>
  fc
    .sample(fc.array(mouseReport, { minLength: 1, maxLength: 4 }), { seed, numRuns: 60 })
    .map((reads) => reads.filter((report) => !isWheel(report)).join(''));

const pester = async (reads: readonly string[], write: (data: string) => Promise<void>) => {
  for (const read of reads) await write(read);
  await settle(10);
};

// The solve panel's compare runs plain iterative deepening on knights, which
// never ends in reach; in this process nothing but the node limit stops it (a
// search here runs in one turn, so neither Esc nor the compare's budget can).
// The largest search this file needs is knights' IDA*, 74,794 nodes.
beforeAll(() => limitEverySearch(2_000_000));

describe('mouse reports are never text', () => {
  it('in the position editor', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('e');
    const before = await session.waitFor('the puzzle takes it: Enter plays from here');
    await pester(clicks(1), (read) => session!.press(read));
    expect(session.frame()).toBe(before);
  });

  it('in the new-position dialog', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('n');
    const before = await session.waitFor('optimal lengths: 1..22 from this goal');
    await pester(clicks(2), (read) => session!.press(read));
    expect(session.frame()).toBe(before);
  });
});

describe('the wheel is a list’s keys', () => {
  it('steps through the analysis’s positions as ← → do', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('a');
    const first = await session.waitFor('18,480');
    await session.press('\u001B[<65;10;10M');
    const wheeled = session.frame();
    expect(wheeled).not.toBe(first);
    await session.press(KEYS.left);
    expect(session.frame()).toBe(first);
    await session.press(KEYS.right);
    expect(session.frame()).toBe(wheeled);
    await session.press('\u001B[<64;10;10M');
    expect(session.frame()).toBe(first);
  });
});

describe('the wheel over the answer’s film strip', () => {
  it('steps through the answer as ← → do', async () => {
    session = await startApp({ id: 'knights', features: ALL, size: { columns: 140, rows: 45 } });
    await session.press('s');
    const solved = await session.waitFor('step 0/16');
    // The strip: its labels (▸ marks the step shown) and, a row down, its boards.
    const rows = solved.split('\n');
    const y = rows.findIndex((row) => row.includes('▸'));
    expect(y, solved).toBeGreaterThan(0);
    const x = rows[y].indexOf('▸');
    const wheel = (down: boolean): string => `\u001B[<${down ? 65 : 64};${x + 1};${y + 2}M`;
    await session.press(wheel(true));
    await session.waitFor('step 1/16');
    await session.press(wheel(true), wheel(false), wheel(false), wheel(false));
    await session.waitFor('step 0/16');
  });
});

describe('a click on a key hint presses its key', () => {
  it('u undo on the play screen’s key bar undoes', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
    await session.waitFor(/^moves 1 /m);
    const lines = session.frame().split('\n');
    const y = lines.findIndex((line) => line.includes('u undo'));
    const x = lines[y].indexOf('u undo') + 2;
    await session.press(`\u001B[<0;${x + 1};${y + 1}M`);
    await session.waitFor(/^moves 0 /m);
  });

  it('? rules on the menu’s key bar shows the rules', async () => {
    session = await startApp();
    const lines = (await session.waitFor('? rules')).split('\n');
    const y = lines.findIndex((line) => line.includes('? rules'));
    const x = lines[y].indexOf('? rules') + 2;
    await session.press(`\u001B[<0;${x + 1};${y + 1}M`);
    await session.waitFor('Keys in the menu');
  });

  /** Clicks `hint` where the screen shows it, `offset` columns in. */
  const clickHint = async (hint: string, offset = 2): Promise<void> => {
    const lines = session!.frame().split('\n');
    const y = lines.findIndex((line) => line.includes(hint));
    const x = lines[y].indexOf(hint) + offset;
    await session!.press(`\u001B[<0;${x + 1};${y + 1}M`);
  };

  it('Esc back on the new-position dialog and Esc back on the analysis close them', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.waitFor(/optimal 16/);
    await session.press('n');
    await session.waitFor('Enter deal');
    await clickHint('Esc back');
    await session.waitFor(/^moves 0 /m);
    await session.press('a');
    await session.waitFor('18,480');
    await clickHint('Esc back');
    await session.waitFor(/^moves 0 /m);
  });

  it('on the solve panel: the step arrows, Home/End, an algorithm, compare and Esc close', async () => {
    session = await startApp({ id: 'knights', features: ALL });
    await session.press('s');
    await session.waitFor('step 0/16');
    await clickHint('← → step', 2);
    await session.waitFor('step 1/16');
    await clickHint('← → step', 2);
    await session.waitFor('step 2/16');
    await clickHint('← → step', 0);
    await session.waitFor('step 1/16');
    await clickHint('Home/End', 6);
    await session.waitFor('step 16/16');
    await clickHint('Home/End', 1);
    await session.waitFor('step 0/16');
    await clickHint('3 BFS');
    await session.waitFor('Solve: breadth-first');
    await session.waitFor('step 0/16');
    await clickHint('c compare');
    await session.waitFor('Compare the algorithms');
    // The last row done: Esc while a row runs stops the comparison, and only the next leaves it.
    await session.waitFor(/greedy +\d+ /);
    await clickHint('Esc');
    await session.waitFor('Solve: breadth-first');
    await clickHint('Esc close');
    await session.waitFor(/^(?![\s\S]*Solve:)/);
  });
});
