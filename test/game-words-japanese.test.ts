/**
 * The game's own words in Japanese: the solved summary, the rules of help and
 * time, why a saved game cannot be replayed, play's notes under the board, the
 * arrows' word, and the families' refusals of bad input. Each is read with the
 * language set to Japanese and must hold Japanese and no English left.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cellCentres } from '../source/board/board.js';
import {
  gameFromRecords,
  helpRule,
  movesFrom,
  newPlay,
  type Play,
  type PlayCommand,
  reducePlay,
  targetsOf,
} from '../source/game/game.js';
import { timeRule } from '../source/game/play-time.js';
import {
  playTime,
  recordLine,
  type SolvedFacts,
  solvedHeadline,
  solvedKeys,
} from '../source/game/solved.js';
import { pegWords } from '../source/puzzles/peg/words.js';
import type { Puzzle } from '../source/puzzles/puzzle.js';
import { arrowsWord } from '../source/ui/play/play-text.js';
import { setLanguage } from '../source/words/language.js';
import { wordsIn } from '../source/words/words.js';
import { englishLeft } from './english-left.js';
import { makePuzzle } from './support.js';

const japaneseText = /[\u3040-\u30ff\u3400-\u9fff]/;

afterEach(() => setLanguage('en'));

/** `read` in English, then in Japanese; the Japanese must be Japanese through and through. */
const inBoth = (read: () => string): { english: string; japanese: string } => {
  setLanguage('en');
  const english = read();
  setLanguage('ja');
  const japanese = read();
  setLanguage('en');
  return { english, japanese };
};

const expectJapanese = (read: () => string): string => {
  const { english, japanese } = inBoth(read);
  expect(japanese, english).not.toBe(english);
  expect(japanese, english).toMatch(japaneseText);
  expect(englishLeft(japanese), japanese).toEqual([]);
  return japanese;
};

const facts = (changes: Partial<SolvedFacts>): SolvedFacts => ({
  moves: 18,
  optimum: { kind: 'known', moves: 18 },
  aided: false,
  ms: 65_000,
  variant: 'flip-star',
  before: { best: 20, bestUnaided: 20 },
  after: { best: 18, bestUnaided: 18 },
  ...changes,
});

describe('the solved summary in Japanese', () => {
  it('says the solve, the optimum, the time and the keys', () => {
    expect(expectJapanese(() => solvedHeadline(facts({})))).toBe(
      '18手で解けました — 最短は18手 · 1分05秒',
    );
    expect(expectJapanese(() => solvedHeadline(facts({ moves: 21, aided: true, ms: 4_400 })))).toBe(
      '21手で解けました（手助けあり） — 最短は18手、3手多い · 4秒',
    );
    expectJapanese(() => solvedHeadline(facts({ optimum: { kind: 'pending' }, ms: undefined })));
    expect(expectJapanese(() => playTime(3_725_000))).toBe('1時間02分');
    for (const hint of inBoth(() => solvedKeys().join('  ')).japanese.split('  ')) {
      expect(hint).toMatch(japaneseText);
    }
    expectJapanese(() => solvedKeys().join('  '));
  });

  it('says every kind of record line', () => {
    const lines: SolvedFacts[] = [
      facts({}),
      facts({ before: { best: 18, bestUnaided: 18 }, moves: 19 }),
      facts({ before: undefined }),
      facts({ aided: true, moves: 17, after: { best: 17, bestUnaided: 18 } }),
      facts({ aided: true, moves: 19, after: { best: 18, bestUnaided: null } }),
    ];
    for (const line of lines) expectJapanese(() => recordLine(line) ?? '');
    expect(expectJapanese(() => recordLine(facts({})) ?? '')).toBe(
      '「flip-star」の新記録：手助けなしで18手（これまでは20手）',
    );
  });
});

describe('the rules and a saved game in Japanese', () => {
  it('says what counts as help and how time is counted', () => {
    expectJapanese(helpRule);
    expectJapanese(timeRule);
  });

  it('says why saved steps cannot be replayed', () => {
    const knights = makePuzzle('knights');
    const reason = (records: Parameters<typeof gameFromRecords>[1], at: number) => () => {
      const game = gameFromRecords(knights, records, at);
      if (typeof game !== 'string') throw new Error('the records should be refused');
      return game;
    };
    expectJapanese(reason([], 3));
    expectJapanese(reason(['restart'], 1));
    expect(expectJapanese(reason([[0, 0]], 1))).toContain('[0, 0]');
  });
});

const start = (puzzle: Puzzle): Play => newPlay(puzzle, cellCentres(puzzle));
const run = (play: Play, ...commands: PlayCommand[]): Play => commands.reduce(reducePlay, play);
const note = (play: () => Play) => (): string => play().note?.text ?? '';

describe("play's notes in Japanese", () => {
  it('speaks every note a player can meet', () => {
    const knights = () => start(makePuzzle('knights'));
    const eight = () => start(makePuzzle('eight', { start: '1234.5678' }));
    const frog = () => start(makePuzzle('frog-line'));
    const notes: (() => string)[] = [
      note(() => run(knights(), { type: 'undo' })),
      note(() => run(knights(), { type: 'redo' })),
      note(() => run(knights(), { type: 'restart' })),
      note(() =>
        run(eight(), { type: 'arrow', direction: 'down' }, { type: 'arrow', direction: 'down' }),
      ),
      // An empty cell of the frogs' line (the middle one).
      note(() => run({ ...frog(), cursor: 3 }, { type: 'select' })),
    ];
    for (const read of notes) expectJapanese(read);
  });

  it('speaks the notes of picking: put down, an empty cell, cannot go, only move, stuck', () => {
    const said = new Set<string>();
    /** A note, if the command left one, in Japanese. */
    const heard = (read: () => string): void => {
      if (inBoth(read).english !== '') said.add(expectJapanese(read));
    };
    for (const [id, options] of [
      ['knights', {}],
      ['peg-star', {}],
      ['peg-star-2', { start: 'ooooo.oooooo' }],
      ['frog-line', {}],
    ] as const) {
      const fresh = () => start(makePuzzle(id, options));
      const { puzzle, board } = fresh().game;
      for (let cell = 0; cell < board.length; cell++) {
        const picked = () => run({ ...fresh(), cursor: cell }, { type: 'select' });
        heard(note(picked));
        if (!picked().pick) continue;
        said.add(expectJapanese(note(() => run(picked(), { type: 'select' }))));
        const targets = targetsOf(picked());
        const away = board.findIndex((piece, at) => piece === 0 && !targets.includes(at));
        if (away >= 0) heard(note(() => run({ ...picked(), cursor: away }, { type: 'select' })));
        for (const to of movesFrom(puzzle, board, cell).map((move) => puzzle.notation(move)[1])) {
          const jumped = () => run({ ...picked(), cursor: to }, { type: 'select' });
          heard(note(jumped));
        }
      }
    }
    const notes = wordsIn('ja').game.notes;
    for (const text of [notes.putDown, notes.emptyCell, notes.cannotGo])
      expect(said).toContain(text);
    expect([...said].some((text) => text.startsWith(notes.onlyMove('')))).toBe(true);
  });

  it('names the arrows in Japanese where they move the cursor', () => {
    expectJapanese(() => arrowsWord(makePuzzle('knights')));
  });
});

describe("the families' refusals in Japanese", () => {
  const refusal = (create: () => unknown) => (): string => {
    try {
      create();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the input should be refused');
  };

  it.each([
    ['frog-line', { start: 'BB.WWW' }],
    ['frog-line', { n: 2, start: 'BBB.WWW' }],
    ['peg-star', { start: '.............' }],
    ['peg-star', { start: 'ooooooooooooo' }],
    ['peg-star-2', { start: 'ooooo.oooooo', hole: 2 }],
    ['line', { start: 'start4' }],
    ['line', { goal: 'goal0' }],
  ])('%s %j', (id, options) => {
    expectJapanese(refusal(() => makePuzzle(id, options)));
  });

  it('says a board past the capacity in Japanese', () => {
    expectJapanese(() => pegWords().tooManyChains(28, '1,048,576'));
  });
});
