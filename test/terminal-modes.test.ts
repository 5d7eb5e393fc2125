import xterm from '@xterm/headless';
import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_SCREEN_ON,
  LEAVE_ALTERNATE_SCREEN,
  MODES_RESET,
} from '../source/ui/terminal-modes.js';

const { Terminal } = xterm;

const written = async (term: InstanceType<typeof Terminal>, text: string): Promise<void> =>
  new Promise((resolve) => term.write(text, resolve));

describe('giving the terminal back', () => {
  it("leaves the cursor where the player's shell had it: its prompt goes under the command, not over the top line", async () => {
    const term = new Terminal({ cols: 40, rows: 10, allowProposedApi: true });
    await written(term, '$ echo one\r\none\r\n$ tobikoe\r\n');
    const before = { x: term.buffer.active.cursorX, y: term.buffer.active.cursorY };
    // The app on the alternate screen, having set origin mode and a scroll region of its own.
    await written(term, `${ALTERNATE_SCREEN_ON}\u001B[3;8r\u001B[?6h\u001B[5;5Hframe`);
    await written(term, LEAVE_ALTERNATE_SCREEN);
    expect({ x: term.buffer.active.cursorX, y: term.buffer.active.cursorY }).toEqual(before);
    // The modes reset again on the main screen (a second way out, a suspend) move nothing either.
    await written(term, MODES_RESET);
    expect({ x: term.buffer.active.cursorX, y: term.buffer.active.cursorY }).toEqual(before);
    expect(term.buffer.active.getLine(0)?.translateToString(true)).toBe('$ echo one');
    term.dispose();
  });
});
