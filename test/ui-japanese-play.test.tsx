/** The play screen's own words in Japanese at 80×24, every line within 80 columns. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { columns, truncateWords } from '../source/ui/common/truncate.js';
import { messageLines } from '../source/ui/play/status-area.js';
import { setLanguage } from '../source/words/language.js';
import { wordsIn } from '../source/words/words.js';
import { englishLeft } from './english-left.js';
import { expectFits, lineWith } from './japanese-screen.js';
import { searchNever } from './search-services.js';
import { ALL_FEATURES, appPerTest, COACH_ON, counterLine, KEYS } from './ui-support.js';

const start = appPerTest();
beforeEach(() => setLanguage('ja'));
afterEach(() => setLanguage('en'));
const ja = wordsIn('ja').play;

describe('the play screen in Japanese', () => {
  it('says its tip, the goal and the cell numbers in Japanese', async () => {
    const session = await start({ id: 'knights', features: ALL_FEATURES });
    expect(session.frame()).toContain(ja.goal);
    await session.press('t');
    const frame = await session.waitFor('ヒント: 0→');
    expect(englishLeft(lineWith(frame, 'ヒント'))).toEqual([]);
    expectFits(frame);
    await session.press('c');
    expect(englishLeft(lineWith(session.frame(), 'コピー'))).toEqual([]);
    await session.press('v');
    expect(session.frame()).toContain(ja.reviewOnceSolved);
    expectFits(session.frame());
  });

  it('labels the cell numbers in Japanese (#)', async () => {
    const session = await start({ id: 'frog-line' });
    await session.press('#');
    expect(session.frame()).toContain(ja.cellNumbers);
    expectFits(session.frame());
  });

  it('the coach speaks Japanese on the counter line and under it', async () => {
    const session = await start({ id: 'knights', features: ALL_FEATURES, settingsStore: COACH_ON });
    const frame = await session.waitFor(ja.toGo(16));
    expect(lineWith(frame, 'コーチ:')).toContain('コーチ: 最善は');
    expect(englishLeft(lineWith(frame, 'コーチ:'))).toEqual([]);
    await session.press(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
    const after = await session.waitFor(ja.toGo(15));
    expect(counterLine(after) || lineWith(after, ja.toGo(15))).toContain(ja.verdicts.closer);
    expectFits(after);
  });

  it('the solved summary adds its keys and review in Japanese', async () => {
    const session = await start({ id: 'knights', features: ALL_FEATURES });
    await session.press('s');
    await session.waitFor(/16/);
    await session.press(KEYS.end, KEYS.enter);
    const frame = await session.waitFor(ja.solvedKeys.new);
    await session.waitFor('振り返り');
    expectFits(session.frame());
    // The verdicts' words come from text/ (another area): the line's own words are Japanese.
    expect(lineWith(session.frame(), '振り返り:')).toMatch(/^振り返り: 正確さ \d+%、/);
    expect(frame).toContain('★');
  });

  it('every puzzle fits 80×24 in Japanese', async () => {
    for (const entry of catalogue) {
      const session = await start({ id: entry.id, search: searchNever });
      expectFits(session.frame());
      session.unmount();
    }
  });
});

describe('a message longer than its room, in Japanese', () => {
  it('ends in an ellipsis after whole words, within the width', () => {
    const text = 'ここからは目標に届きません。一手戻すか、最初からやり直してください。'.repeat(3);
    const lines = messageLines(text, 30, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(30);
    expect(lines[1].endsWith(' …')).toBe(true);
  });
});

describe('a summary cut to its room, in Japanese', () => {
  it('is cut between words, not at a far-off space, within the width', () => {
    const text =
      '2n+1 マスの一列で、黒と白の石を入れ替えます。石は隣の空きへ進むか、一つ跳び越えます。';
    const cut = truncateWords(text, 30);
    expect(columns(cut)).toBeLessThanOrEqual(30);
    expect(columns(cut)).toBeGreaterThan(20);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateWords('Black and white stones swap places on a line', 20)).toBe(
      'Black and white …',
    );
  });
});
