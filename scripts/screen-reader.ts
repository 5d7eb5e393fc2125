/**
 * Reading the app's screen as a headless xterm shows it: the end-to-end tests
 * (test/pty.ts) and the media recorder (scripts/media/record.ts) both drive
 * the built app in a pseudo-terminal and wait for text on it.
 */
import type xterm from '@xterm/headless';

type Terminal = InstanceType<typeof xterm.Terminal>;

/** The `rows` lines on view once everything written so far is drawn. */
export const readScreen = async (term: Terminal, rows: number): Promise<string> => {
  await new Promise<void>((resolve) => term.write('', resolve));
  const buffer = term.buffer.active;
  const lines: string[] = [];
  for (let y = 0; y < rows; y++) {
    lines.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
  }
  return lines.join('\n');
};

/**
 * Looks at the screen until `text` is on it, and returns it; past `ms` (a
 * safety net, never an expectation of speed) throws `failure(screen)`.
 */
export const waitForScreen = async (
  read: () => Promise<string>,
  text: string | RegExp,
  ms: number,
  failure: (screen: string) => Error,
): Promise<string> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const shown = await read();
    if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return shown;
    if (Date.now() > deadline) throw failure(shown);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
