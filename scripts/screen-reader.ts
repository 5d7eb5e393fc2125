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

/** What a wait looks for: text on the screen, a pattern, or any test of the screen. */
export type Wanted = string | RegExp | ((screen: string) => boolean);

const found = (wanted: Wanted, screen: string): boolean =>
  typeof wanted === 'string'
    ? screen.includes(wanted)
    : wanted instanceof RegExp
      ? wanted.test(screen)
      : wanted(screen);

/**
 * Looks at the screen until what is `wanted` is on it, and returns it; past
 * `ms` (a safety net, never an expectation of speed) throws `failure(screen)`.
 */
export const waitForScreen = async (
  read: () => Promise<string>,
  wanted: Wanted,
  ms: number,
  failure: (screen: string) => Error,
): Promise<string> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const shown = await read();
    if (found(wanted, shown)) return shown;
    if (Date.now() > deadline) throw failure(shown);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
