/**
 * One rule for help (helpRule): the tip, the coach, the solve panel's answer
 * or watch mode, and an adopted answer each make the moves played after them
 * helped, and the counter, the summary and `?` say so.
 */
import { describe, expect, it } from 'vitest';
import { helpRule, legalMoves } from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { helpLines } from '../source/ui/help/help-lines.js';
import { makePuzzle } from './support.js';
import { ALL_FEATURES as ALL, appPerTest, COACH_ON, KEYS, playByKeys } from './ui-support.js';

const startApp = appPerTest();

const knights = makePuzzle('knights');
const [firstMove] = legalMoves(knights, knights.start);

describe('help is counted one way', () => {
  it('a move played with the coach on is helped', async () => {
    const session = await startApp({ id: 'knights', features: ALL, settingsStore: COACH_ON });
    await session.waitFor('coach: best');
    await playByKeys(session, knights, knights.start, 0, knights.notation(firstMove));
    await session.waitFor(/moves 1 with help · optimal/);
  });

  it('a move played after the solve panel showed its answer is helped', async () => {
    const session = await startApp({ id: 'knights', features: ALL });
    await session.waitFor('optimal 16');
    await session.press('s');
    await session.waitFor('step 0/16');
    await session.press(KEYS.escape);
    await session.waitFor(/moves 0 · optimal 16/);
    await playByKeys(session, knights, knights.start, 0, knights.notation(firstMove));
    await session.waitFor(/moves 1 with help · optimal/);
  });

  it('a move played with nothing shown is not, and ? says what help is', async () => {
    const session = await startApp({ id: 'knights', features: ALL });
    await session.waitFor('optimal 16');
    await playByKeys(session, knights, knights.start, 0, knights.notation(firstMove));
    await session.waitFor(/moves 1 · optimal 16/);
    await session.press('?');
    const help = await session.waitFor('Keys while playing');
    // The help scrolls: the rule is at the end, before the cell numbers.
    const entry = findEntry('knights');
    if (!entry) throw new Error('no knights');
    const all = helpLines(entry, knights, ALL, 78, false)
      .map((line) => line.text)
      .join(' ');
    expect(all.split(/\s+/).join(' ')).toContain(helpRule().split(' ').slice(0, 8).join(' '));
    expect(help).toContain('Keys while playing');
  });
});
