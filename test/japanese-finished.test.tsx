/** #34 item 9: the Japanese screens' last English and broken words, and the language kept by L said at start. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { saveSettings } from '../source/store/settings.js';
import { wrapText } from '../source/text/wrap.js';
import { helpLines } from '../source/ui/help/help-lines.js';
import { headerText } from '../source/ui/solve/panel-text.js';
import { setLanguage } from '../source/words/language.js';
import { wordsIn } from '../source/words/words.js';
import { englishLeft } from './english-left.js';
import { launch } from './pty.js';
import { ALL_FEATURES, appPerTest } from './ui-support.js';

const start = appPerTest();
beforeEach(() => setLanguage('ja'));
afterEach(() => setLanguage('en'));

describe('Japanese, finished', () => {
  it('the ? screen names the wheel in Japanese, the goal with one colon, the page as 出典', () => {
    for (const entry of catalogue) {
      const puzzle = entry.create({});
      const lines = helpLines(entry, puzzle, ALL_FEATURES, 78, false).map((line) => line.text);
      const text = lines.join('\n');
      expect(text, entry.id).not.toMatch(/wheel/);
      expect(text, entry.id).not.toContain('ページでは');
      const goal = lines.find((line) => line.startsWith('目標'));
      expect(goal?.match(/[:：]/g), `${entry.id}: ${goal}`).toHaveLength(1);
      for (const line of lines) expect(englishLeft(line), line).toEqual([]);
    }
  });

  it('a line never breaks inside a verb (白にし / ます, 並ん / だ)', () => {
    const sentences = catalogue.flatMap((entry) => [entry.summary, entry.rules]);
    for (const sentence of sentences)
      for (let width = 24; width <= 60; width++) {
        const lines = wrapText(sentence, width);
        for (const line of lines.slice(1))
          expect(line, `${width}: ${lines.join(' / ')}`).not.toMatch(
            /^(ます|ました|ません|せん|です|ん|だ(?!け))/,
          );
      }
  });

  it("watch mode's header says the bound's name apart from the sentence", () => {
    const header = headerText('watch', 'ida', 'points');
    expect(header).not.toMatch(/下限値 points の/);
    expect(header).toMatch(/IDA\*（下限値は points）$/);
  });

  it('the key bar at 80×24 says what the arrows do', async () => {
    const session = await start({ id: 'knights', features: ALL_FEATURES });
    expect(session.frame()).toContain(`矢印 ${wordsIn('ja').keys.arrowsMove}`);
  });

  it('L kept in the settings over an English locale is said at the next start', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tobikoe-lang-'));
    saveSettings(home, { coach: false, mouse: true, language: 'ja' });
    const locale = { TOBIKOE_HOME: home, LC_ALL: '', LC_MESSAGES: '' };
    const english = launch([], { env: { ...locale, LANG: 'en_US.UTF-8' } });
    try {
      const said = wordsIn('ja').common.languageKept.slice(0, 20);
      await english.waitFor(said);
      // Said until the player moves in the menu: the line is the options' again.
      await english.type('j');
      await english.waitFor(/❯ +フリップ・イット・スター/);
      expect(await english.screen()).not.toContain(said);
      await english.type('q');
      expect(await english.exited).toBe(0);
    } finally {
      english.child.kill();
    }
    // Where the locale agrees, nothing to say.
    const japanese = launch([], { env: { ...locale, LANG: 'ja_JP.UTF-8' } });
    try {
      await japanese.waitFor('L English');
      expect(await japanese.screen()).not.toContain(wordsIn('ja').common.languageKept.slice(0, 20));
      await japanese.type('q');
      expect(await japanese.exited).toBe(0);
    } finally {
      japanese.child.kill();
    }
  });
});
