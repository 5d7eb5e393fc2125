import { useStdout } from 'ink';
import { useCallback, useState } from 'react';
import { formatCode } from '../../puzzles/codes.js';
import type { Board } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import type { Opened } from '../common/opened.js';

/** The escape that asks the terminal to put `text` on the clipboard (OSC 52). */
export const clipboardEscape = (text: string): string =>
  `\u001B]52;c;${Buffer.from(text, 'utf8').toString('base64')}\u0007`;

export type CopyCode = {
  /** What the status line says after `c`, until the next key. */
  readonly message: string | null;
  copy(): void;
  clear(): void;
};

/**
 * `c`: the code of the position in effect (`tobikoe play` accepts it) goes to
 * the clipboard through the terminal, and is shown too, for terminals that
 * ignore the escape.
 */
export const useCopyCode = (opened: Opened, board: Board): CopyCode => {
  const { write } = useStdout();
  const [message, setMessage] = useState<string | null>(null);
  const copy = useCallback(() => {
    const code = formatCode(opened.entry, opened.options, opened.puzzle, board);
    write(clipboardEscape(code));
    setMessage(words().play.copied(code));
  }, [opened, board, write]);
  const clear = useCallback(() => setMessage(null), []);
  return { message, copy, clear };
};
