/** The new-position dialog, the editor and the review in Japanese at 80×24. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { columns } from '../source/ui/common/truncate.js';
import { setLanguage } from '../source/words/language.js';
import { wordsIn } from '../source/words/words.js';
import { englishLeft } from './english-left.js';
import { expectFits, lineWith } from './japanese-screen.js';
import { ALL_FEATURES, appPerTest, KEYS } from './ui-support.js';

const start = appPerTest();
beforeEach(() => setLanguage('ja'));
afterEach(() => setLanguage('en'));
const ja = wordsIn('ja');

describe('the dialogs in Japanese', () => {
  it('the new-position dialog: its title, difficulties in one column, fits', async () => {
    const session = await start({ id: 'frog-line', features: ALL_FEATURES });
    await session.press('n');
    const frame = await session.waitFor(ja.deal.daily);
    expect(frame.split('\n')[0]).toContain('新しい局面');
    // The range's words come from the search (another area): the line's own words are Japanese.
    expect(frame).toMatch(/^最短手数: /m);
    // What each row says starts in the same column, counted in columns.
    const rows = frame.split('\n').filter((line) => /^[> ] [1-5] /.test(line));
    expect(rows).toHaveLength(5);
    const starts = rows.map((line) => columns(line.match(/^[> ] [1-5] \S+ +/)?.[0] ?? ''));
    expect(new Set(starts).size).toBe(1);
    expect(englishLeft(lineWith(frame, '5 今日の問題'))).toEqual([]);
    expectFits(frame);
    await session.press(KEYS.enter);
    const dealt = await session.waitFor(/目標まで \d+手/);
    expect(englishLeft(dealt.split('\n')[0])).toEqual([]);
    expectFits(dealt);
  });

  it('the editor: its title, cell line and refusals', async () => {
    const session = await start({ id: 'knights', features: ALL_FEATURES });
    await session.press('e');
    const frame = await session.waitFor('開始局面を編集');
    expect(frame).toContain(ja.edit.takesIt);
    expect(lineWith(frame, 'マス 0')).toContain(ja.edit.empty);
    await session.press('Z');
    const refused = await session.waitFor('このパズルの駒ではありません');
    expect(englishLeft(lineWith(refused, '駒ではありません'))).toEqual([]);
    expectFits(refused);
  });

  it('the review: its title, labels and move line', async () => {
    const session = await start({ id: 'frog-line', features: ALL_FEATURES });
    await session.press('s');
    await session.waitFor(/15/);
    await session.press(KEYS.end, KEYS.enter);
    await session.waitFor(ja.play.solvedKeys.review);
    await session.press('v');
    const frame = await session.waitFor('振り返り · ');
    expect(frame).toContain(ja.review.start);
    expect(frame).toContain('あなたの手順');
    expect(frame).toContain('最短解 ·');
    await session.press(KEYS.right);
    const stepped = await session.waitFor('最短解では');
    expect(englishLeft(stepped.split('\n')[0])).toEqual([]);
    expectFits(stepped);
  });
});
