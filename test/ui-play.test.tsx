import { afterEach, describe, expect, it } from 'vitest';
import { boardLines, cellCentres, markCells } from '../source/board/board.js';
import { movesFrom } from '../source/game/game.js';
import type { Board, Puzzle } from '../source/puzzles/puzzle.js';
import { availableAlgorithms, defaultAlgorithm, solve } from '../source/search/solver.js';
import { searchNever } from './search-services.js';
import { makePuzzle } from './support.js';
import { arrowsTo, counterLine, KEYS, playByKeys, type Session, startApp } from './ui-support.js';

let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
});

/** Where the board starts in the play screen: after the title and a blank line, two columns in. */
const TOP = 2;
const LEFT = 2;

/** An optimal answer from the start, found once per puzzle in this file. */
const answers = new Map<string, number[]>();
const quickAnswer = (puzzle: Puzzle): number[] => {
  const known = answers.get(puzzle.id);
  if (known) return known;
  const algorithm = availableAlgorithms(puzzle).includes('bidir')
    ? 'bidir'
    : defaultAlgorithm(puzzle);
  const answer = solve(puzzle, puzzle.start, algorithm).moves ?? [];
  answers.set(puzzle.id, answer);
  return answer;
};

const playedOn = (puzzle: Puzzle, board: Board, move: number): Board => {
  const next = board.slice();
  puzzle.apply(next, move);
  return next;
};

/** Every line of `lines` appears in the frame, in order, one under another. */
const shows = (frame: string, lines: readonly string[]): boolean => {
  const rows = frame.split('\n').map((row) => row.trimEnd());
  const first = rows.findIndex((row) => row.includes(lines[0]));
  return first >= 0 && lines.every((line, index) => (rows[first + index] ?? '').includes(line));
};

type Family = {
  readonly id: string;
  /** A cell whose pick is refused at the start, and the reason the status line gives. */
  readonly refused: number;
  readonly reason: string;
};

const families: readonly Family[] = [
  { id: 'flip-star', refused: 1, reason: 'that black has no legal move now' },
  { id: 'frog-a', refused: 0, reason: 'a stone jumps only over a stone of the other colour' },
  { id: 'peg-star', refused: 0, reason: 'that cell is empty' },
  { id: 'line-1', refused: 0, reason: 'that upper-left quarter has no legal move now' },
  { id: 'knights', refused: 4, reason: 'that cell is empty' },
];

describe.each(families)('play $id by keys', ({ id, refused, reason }) => {
  const puzzle = makePuzzle(id);
  const centres = cellCentres(puzzle);

  it('moves the cursor where the screen says', async () => {
    session = await startApp({ id });
    for (const cell of [1, puzzle.cellCount - 1, Math.floor(puzzle.cellCount / 2), 0]) {
      let cursor = 0;
      const frameCursor = async (): Promise<void> => {
        await session?.press(...arrowsTo(puzzle, cursor, cell));
        cursor = cell;
        const rows = (session?.frame() ?? '').split('\n');
        const { x, y } = centres[cell];
        // The brackets stand either side of the cell, on its line (or the box's other line).
        const near = [TOP + y - 1, TOP + y, TOP + y + 1].map((index) => rows[index] ?? '');
        const bracketed = near.some((row) => {
          const open = row.indexOf('[');
          return open >= 0 && open < LEFT + x && row.indexOf(']', LEFT + x) > LEFT + x;
        });
        expect(bracketed, `cell ${cell}:\n${near.join('\n')}`).toBe(true);
        expect(rows.filter((line) => line.includes('[')).length).toBeLessThanOrEqual(2);
      };
      await frameCursor();
      await session.press(...arrowsTo(puzzle, cell, 0));
    }
  });

  it('plays a move, undoes, redoes and restarts', async () => {
    session = await startApp({ id });
    await session.waitFor(/optimal \d+/);
    const [first] = quickAnswer(puzzle);
    const cells = puzzle.notation(first);
    const cursor = await playByKeys(session, puzzle, puzzle.start, 0, cells);
    const moved = playedOn(puzzle, puzzle.start, first);
    expect(counterLine(session.frame())).toMatch(/^moves 1 · optimal \d+$/);
    const marks = markCells({ cursor, moved: [cells[cells.length - 1]] });
    // The app runs without colour here, as NO_COLOR draws it.
    const monochrome = true;
    expect(shows(session.frame(), boardLines(puzzle, moved, { marks, monochrome }))).toBe(true);

    await session.press('u');
    expect(counterLine(session.frame())).toMatch(/^moves 0 /);
    const home = boardLines(puzzle, puzzle.start, { marks: markCells({ cursor }), monochrome });
    expect(shows(session.frame(), home)).toBe(true);
    await session.press('r');
    expect(counterLine(session.frame())).toMatch(/^moves 1 /);
    await session.press('R');
    expect(counterLine(session.frame())).toMatch(/^moves 0 /);
    expect(session.frame()).toContain('back to the start (u undoes it)');
    await session.press('u');
    expect(counterLine(session.frame())).toMatch(/^moves 1 /);
  });

  it('says why a pick is refused', async () => {
    session = await startApp({ id });
    expect(movesFrom(puzzle, puzzle.start, refused)).toHaveLength(0);
    await session.press(...arrowsTo(puzzle, 0, refused), KEYS.enter);
    expect(session.frame()).toContain(reason);
    expect(counterLine(session.frame())).toMatch(/^moves 0 /);
  });

  it('ends a known optimal answer in the solved message', async () => {
    session = await startApp({ id });
    const answer = quickAnswer(puzzle);
    await session.waitFor(`optimal ${answer.length}`);
    let board = puzzle.start;
    let cursor = 0;
    for (const move of answer) {
      cursor = await playByKeys(session, puzzle, board, cursor, puzzle.notation(move));
      board = playedOn(puzzle, board, move);
    }
    expect(counterLine(session.frame())).toBe(`moves ${answer.length} · optimal ${answer.length}`);
    expect(session.frame()).toContain(
      `Solved in ${answer.length} moves — optimal is ${answer.length}`,
    );
  });
});

describe('play knights: the issue’s keys', () => {
  it('Enter → → ↓ Enter moves the knight from 0 to 5; u takes it back; q q leaves', async () => {
    session = await startApp({ id: 'knights' });
    expect(session.frame()).toContain('moves 0');
    await session.press(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
    expect(counterLine(session.frame())).toMatch(/^moves 1 /);
    const knights = makePuzzle('knights');
    const moved = Uint8Array.from([0, 1, 1, 0, 0, 1, 0, 0, 0, 2, 2, 2]);
    const marks = markCells({ cursor: 5, moved: [5] });
    expect(shows(session.frame(), boardLines(knights, moved, { marks }))).toBe(true);
    await session.press('u');
    expect(counterLine(session.frame())).toMatch(/^moves 0 /);
    await session.press('q');
    expect(session.frame()).toContain('Knights Exchange');
    expect(session.frame()).toContain('❯');
  });

  it('shows the rules, the page’s figure and the key table on ?, and goes back on a key', async () => {
    session = await startApp({ id: 'knights' });
    await session.press('?');
    const help = session.frame();
    expect(help).toContain('Knights move as in chess');
    expect(help).toContain('The page: 16 moves');
    expect(help).toContain('Keys while playing');
    expect(help).toMatch(/u\s+undo/);
    await session.press(KEYS.escape);
    expect(counterLine(session.frame())).toMatch(/^moves 0 /);
  });

  it('loses no key when several arrive in one read', async () => {
    session = await startApp({ id: 'knights' });
    await session.press(`${KEYS.enter}${KEYS.right}${KEYS.right}${KEYS.down}`, KEYS.enter);
    // Keys of one read are handed out one after another, each after the last one's frame.
    await session.waitFor(/^moves 1 /m);
    const knights = makePuzzle('knights');
    // The white knight on 9 goes to 4: each run of arrows arrives in one read.
    await session.press(arrowsTo(knights, 5, 9).join(''), ' ', arrowsTo(knights, 9, 4).join(''));
    await session.press(KEYS.enter);
    await session.waitFor(/^moves 2 /m);
    await session.press('uu');
    await session.waitFor(/^moves 0 /m);
    await session.press('rr');
    await session.waitFor(/^moves 2 /m);
    // `q` then `?` in one read: back to the menu, then the menu's help.
    await session.press('q?');
    await session.waitFor('Keys in the menu');
  });

  it('keeps the cursor moving freely while a piece is picked', async () => {
    session = await startApp({ id: 'knights' });
    await session.press(KEYS.enter, KEYS.down, KEYS.down);
    expect(session.frame()).toContain('picked up: 2 places to go');
    await session.press(KEYS.escape);
    expect(session.frame()).toContain('put down');
  });
});

describe('play: peg chains by keys', () => {
  it('shows the position after each jump and counts the chain as one move', async () => {
    session = await startApp({ id: 'peg-star' });
    const star = makePuzzle('peg-star');
    let cursor = 0;
    let board = star.start;
    for (const cells of [
      [5, 0],
      [4, 2],
      [11, 3],
    ]) {
      const move = movesFrom(star, board, cells[0]).find(
        (candidate) => star.notation(candidate).join() === cells.join(),
      );
      if (move === undefined) throw new Error('no move');
      cursor = await playByKeys(session, star, board, cursor, cells);
      board = playedOn(star, board, move);
    }
    expect(counterLine(session.frame())).toMatch(/^moves 3 /);
    await session.press(...arrowsTo(star, cursor, 12), KEYS.enter);
    await session.press(...arrowsTo(star, 12, 7), KEYS.enter);
    expect(session.frame()).toContain('it can jump on');
    expect(counterLine(session.frame())).toMatch(/^moves 3 /);
    await session.press(...arrowsTo(star, 7, 5), KEYS.enter);
    expect(counterLine(session.frame())).toMatch(/^moves 3 /);
    await session.press(KEYS.enter);
    expect(counterLine(session.frame())).toMatch(/^moves 4 /);
    await session.press('u');
    expect(counterLine(session.frame())).toMatch(/^moves 3 /);
  });
});

describe('play: the solve panel, the tip and the analysis are wired in', () => {
  it('s solves from here and Enter adopts the answer; t marks the next move', async () => {
    session = await startApp({ id: 'knights' });
    await session.press('t');
    const tip = await session.waitFor(/tip: \d+→\d+ \(marked \{ \}\) · 16 moves to the goal/);
    expect(tip).toMatch(/\{.\}/);
    await session.press('s');
    await session.waitFor('optimal 16 moves');
    await session.press('\u001B[F', KEYS.enter);
    await session.waitFor('Solved in 16 moves with help — optimal is 16');
    await session.press('u');
    expect(counterLine(session.frame())).toMatch(/^moves 15 /);
  });

  it('a shows the whole space and Esc comes back', async () => {
    session = await startApp({ id: 'flip-star' });
    await session.press('a');
    await session.waitFor('24,576 positions');
    await session.press(KEYS.escape);
    await session.waitFor(/^moves 0 /m);
  });
});

describe('play: the status line names each move as the family writes it', () => {
  it('an arrow in the 8-puzzle: the tile and its way, 5 ↑', async () => {
    const eight = makePuzzle('eight');
    const gap = eight.start.indexOf(0);
    // The tile under the gap goes up into it (the tray is 3 wide).
    const tile = eight.pieces.find((piece) => piece.code === eight.start[gap + 3])?.char;
    session = await startApp({ id: 'eight', search: searchNever });
    await session.press(KEYS.up);
    expect(counterLine(session.frame())).toMatch(/^moves 1 /);
    expect(session.frame()).toContain(`played ${tile} ↑`);
  });

  it('a knight moved by Enter, Enter: its cells, 0→5', async () => {
    session = await startApp({ id: 'knights', search: searchNever });
    await session.press(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
    expect(session.frame()).toContain('played 0→5');
  });
});

describe('play: one slide model for every board with one gap', () => {
  it.each(['line-1', 'eight'])(
    '%s: the arrows slide the piece beside the gap into it',
    async (id) => {
      const puzzle = makePuzzle(id);
      const gap = puzzle.start.indexOf(0);
      const side = Math.sqrt(puzzle.cellCount);
      // The arrow whose piece exists: the one above the gap slides down, else the one below up.
      const [arrow, from] = gap >= side ? [KEYS.down, gap - side] : [KEYS.up, gap + side];
      session = await startApp({ id, search: searchNever });
      expect(session.frame()).toContain('arrows slide');
      await session.press(arrow);
      expect(counterLine(session.frame())).toMatch(/^moves 1 /);
      const move = movesFrom(puzzle, puzzle.start, from)[0];
      expect(move).toBeDefined();
      const after = puzzle.start.slice();
      puzzle.apply(after, move);
      expect(after[from]).toBe(0);
      expect(session.frame()).toContain(
        `played ${puzzle.moveText?.(move, false) ?? puzzle.notation(move).join('→')}`,
      );
    },
  );
});
