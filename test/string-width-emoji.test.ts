import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';

// The patched string-width builds its RGI_Emoji set only for a cluster that
// may be an emoji (see patches/): every emoji it skips that way would measure
// one column instead of two.
// Flags through a variable: TypeScript refuses a unicode-sets literal below ES2024.
const unicodeSets: string = 'v';
const rgiEmoji = new RegExp('^\\p{RGI_Emoji}$', unicodeSets);

/** Every RGI emoji of one code point (all are in the first two planes), alone or with the emoji or keycap selector after it. */
const shortEmoji = (): string[] => {
  const found: string[] = [];
  for (let code = 0x20; code <= 0x1ffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const sign = String.fromCodePoint(code);
    for (const form of [sign, `${sign}\uFE0F`, `${sign}\uFE0F\u20E3`, `${sign}\u20E3`]) {
      if (rgiEmoji.test(form)) found.push(form);
    }
  }
  return found;
};

describe('string-width with the emoji set made on first need', () => {
  it('measures every short RGI emoji two columns', () => {
    const emoji = shortEmoji();
    expect(emoji.length).toBeGreaterThan(1000);
    expect(emoji.filter((sign) => stringWidth(sign) !== 2)).toEqual([]);
  });

  it('measures emoji sequences two columns: a flag, a family, a skin tone, a tag flag', () => {
    for (const sign of ['🇯🇵', '👨‍👩‍👧', '👍🏽', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '❤️', '1️⃣']) {
      expect(stringWidth(sign)).toBe(2);
    }
  });

  it('measures the board and box signs as before, narrow and wide', () => {
    expect(stringWidth('● ○ ◎ □ ─│╭╮')).toBe(12);
    expect(stringWidth('● ○', { ambiguousIsNarrow: false })).toBe(5);
  });
});
