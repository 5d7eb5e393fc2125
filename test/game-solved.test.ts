import { describe, expect, it } from 'vitest';
import {
  isNewRecord,
  playTime,
  recordLine,
  type SolvedFacts,
  solvedHeadline,
} from '../source/game/solved.js';
import { truncateWords } from '../source/ui/common/truncate.js';
import { messageLines } from '../source/ui/play/status-area.js';

const facts = (change: Partial<SolvedFacts>): SolvedFacts => ({
  moves: 18,
  optimum: { kind: 'known', moves: 18 },
  aided: false,
  ms: 65_000,
  variant: 'flip-star',
  before: undefined,
  after: { best: 18, bestUnaided: 18 },
  ...change,
});

describe('the solved moment in words', () => {
  it('compares the solve with the optimum and gives the time', () => {
    expect(solvedHeadline(facts({}))).toBe('Solved in 18 moves — optimal is 18 · 1 min 05 s');
    expect(solvedHeadline(facts({ moves: 21, aided: true, ms: 4_400 }))).toBe(
      'Solved in 21 moves with help — optimal is 18, 3 more than needed · 4 s',
    );
    expect(solvedHeadline(facts({ optimum: { kind: 'pending' }, ms: undefined }))).toBe(
      'Solved in 18 moves',
    );
    expect(playTime(3_725_000)).toBe('1 h 02 min');
  });

  it('says whether the solve set a record, unaided or with help', () => {
    expect(recordLine(facts({}))).toBe('new record for flip-star: 18 moves unaided');
    expect(
      recordLine(
        facts({ before: { best: 20, bestUnaided: 20 }, after: { best: 18, bestUnaided: 18 } }),
      ),
    ).toBe('new record for flip-star: 18 moves unaided (was 20)');
    const slower = facts({ moves: 20, before: { best: 18, bestUnaided: 18 } });
    expect(isNewRecord(slower)).toBe(false);
    expect(recordLine(slower)).toBe('record for flip-star: 18 moves unaided');
    const helped = facts({ aided: true, after: { best: 18, bestUnaided: null } });
    expect(recordLine(helped)).toBe(
      'new best with help for flip-star: 18 moves · no unaided record yet',
    );
    const helpedAgain = facts({
      aided: true,
      moves: 19,
      before: { best: 18, bestUnaided: 20 },
      after: { best: 18, bestUnaided: 20 },
    });
    expect(isNewRecord(helpedAgain)).toBe(false);
    expect(recordLine(helpedAgain)).toBe('best for flip-star: 18 moves · unaided record: 20 moves');
    expect(recordLine(facts({ after: undefined }))).toBeUndefined();
  });
});

describe('text that fits without cutting words', () => {
  it('wraps to the width and marks what had no room with an ellipsis after a whole word', () => {
    const text = 'one two three four five six seven eight nine ten';
    expect(messageLines(text, 14, 5)).toEqual([
      'one two three',
      'four five six',
      'seven eight',
      'nine ten',
    ]);
    expect(messageLines(text, 14, 2)).toEqual(['one two three', 'four five …']);
    expect(truncateWords('Black and white stones change places', 20)).toBe('Black and white …');
    expect(truncateWords('short', 20)).toBe('short');
  });
});
