import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { readCode } from '../source/puzzles/codes.js';
import { App } from '../source/ui/app.js';
import { openEntry } from '../source/ui/common/opened.js';
import { clipboardEscape } from '../source/ui/play/use-copy-code.js';
import { oracleHere, searchNever } from './search-services.js';
import { inkKeys, KEYS, playByKeys } from './ui-support.js';

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

describe('c copies the code of the position', () => {
  it('writes it to the clipboard by OSC 52 and shows it; the code plays that very position', async () => {
    const entry = findEntry('frog-a');
    if (!entry) throw new Error('no frog-a');
    const opened = openEntry(entry, {});
    const { stdin, stdout, lastFrame, unmount } = render(
      <App
        display={{ color: false, ascii: false, size: { columns: 80, rows: 24 } }}
        initial={opened}
        search={searchNever}
        oracle={oracleHere}
      />,
    );
    mounted.push(unmount);
    const keys = inkKeys(stdin, () => lastFrame() ?? '', 5000);
    const { puzzle } = opened;
    const move = legalMoves(puzzle, puzzle.start)[0];
    await playByKeys(keys, puzzle, puzzle.start, 0, puzzle.notation(move));
    const board = puzzle.start.slice();
    puzzle.apply(board, move);

    await keys.press('c');
    const frame = await keys.waitFor('copied: ');
    const code = /copied: (\S+)/.exec(frame)?.[1] ?? '';
    expect(stdout.frames.some((written) => written.includes(clipboardEscape(code)))).toBe(true);
    const named = readCode(code);
    expect(named.entry.id).toBe('frog-a');
    expect(Array.from(named.entry.create(named.options).start)).toEqual(Array.from(board));

    // The next key takes the word away.
    await keys.press(KEYS.right);
    expect(lastFrame()).not.toContain('copied: ');
    expect(lastFrame()).toContain('moves 1');
  });
});
