import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { columns, wrapText } from '../source/text/wrap.js';

/** Every code point of the planes tobikoe's words come from. */
const basicPlane = (): string[] =>
  Array.from({ length: 0xffff - 0x20 }, (_, index) => index + 0x20)
    .filter((code) => code < 0xd800 || code > 0xdfff)
    .map((code) => String.fromCodePoint(code));

describe('columns', () => {
  it('counts every sign of the basic plane as string-width does', () => {
    const differ = basicPlane().filter((sign) => columns(sign) !== stringWidth(sign));
    expect(differ.map((sign) => sign.codePointAt(0)?.toString(16))).toEqual([]);
  });

  it('counts mixed lines as string-width does', () => {
    for (const line of [
      '深さ 17  ノード 1,234,567  0.42 秒',
      '盤面を ASCII 文字だけで描く（● ○ ─ │）',
      'かﾞ e\u0301 👍🏽 ①',
      '',
    ]) {
      expect(columns(line)).toBe(stringWidth(line));
    }
  });
});

describe('wrapText in Japanese', () => {
  it('never breaks a flag, a number or a code inside Japanese text', () => {
    const text =
      '探索が上限で打ち切り（--limit-s、--limit-nodes、幅優先探索が保持する 2,000,000 局面）';
    for (let width = 16; width <= 40; width++) {
      const lines = wrapText(text, width);
      for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(width);
      const pieces = lines.join('\n');
      expect(pieces).toContain('--limit-s');
      expect(pieces).toContain('--limit-nodes');
      expect(pieces).toContain('2,000,000');
    }
  });
});
