import { describe, expect, it } from 'vitest';
import { SequenceRanking } from '../source/puzzles/line/sequence-ranking.js';
import { seededRandom } from './support.js';

describe('the sequence ranking', () => {
  // Ten places (past one table's eight), four kinds: 12,600 sequences in 4^2-sized blocks and smaller.
  const ranking = new SequenceRanking(10, [1, 2, 3, 4]);

  it('numbers every sequence once, and unranks each number to its sequence in any order', () => {
    const codes: number[] = [];
    for (let sequence = 0; sequence < ranking.sequences; sequence++) {
      codes.push(ranking.unrank(sequence));
    }
    expect(new Set(codes).size).toBe(ranking.sequences);
    codes.forEach((code, sequence) => {
      expect(ranking.rank(code)).toBe(sequence);
    });
    // Forward jumps of every size (a scan skipping sequences), backward ones, and random ones.
    const random = seededRandom(7);
    let at = 0;
    for (let step = 0; step < 20_000; step++) {
      const jump =
        Math.floor(random() * 3) === 0
          ? -Math.floor(random() * 50)
          : Math.floor(random() * 2 ** Math.floor(random() * 14));
      at = Math.min(ranking.sequences - 1, Math.max(0, at + jump));
      if (ranking.unrank(at) !== codes[at]) throw new Error(`sequence ${at} unranked wrong`);
      if (step % 1000 === 0) at = Math.floor(random() * ranking.sequences);
    }
  });
});
