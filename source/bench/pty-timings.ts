import { fileURLToPath } from 'node:url';
import pty from '@lydell/node-pty';

const cli = fileURLToPath(new URL('../cli.js', import.meta.url));

type Session = {
  readonly began: number;
  /** Milliseconds from `since` until output written after this call matches `pattern`. */
  until(pattern: RegExp, since: number, timeoutMs?: number): Promise<number>;
  /** Types `keys`; returns when, for `until`. */
  type(keys: string): number;
  /** Ends the process; resolves once it is gone (a start still dying would slow the next one measured). */
  close(): Promise<void>;
};

type Waiting = { pattern: RegExp; since: number; from: number; resolve: (ms: number) => void };

/** The real app (or Node with `nodeArgs`) in a pseudo-terminal of 80×24, as a player would run it, on `node`. */
const open = (
  args: readonly string[],
  nodeArgs: readonly string[] = [cli],
  node: string = process.execPath,
): Session => {
  // Ink draws nothing until exit when CI is set.
  const env: NodeJS.ProcessEnv = { ...process.env, TERM: 'xterm-256color' };
  delete env.CI;
  const began = performance.now();
  const terminal = pty.spawn(node, [...nodeArgs, ...args], { cols: 80, rows: 24, env });
  let output = '';
  const gone = new Promise<void>((resolve) => {
    terminal.onExit(() => resolve());
    setTimeout(resolve, 5000).unref();
  });
  const waiting = new Set<Waiting>();
  terminal.onData((data) => {
    output += data;
    for (const wait of waiting) {
      if (wait.pattern.test(output.slice(wait.from))) {
        waiting.delete(wait);
        wait.resolve(performance.now() - wait.since);
      }
    }
  });
  return {
    began,
    until: (pattern, since, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        waiting.add({ pattern, since, from: output.length, resolve });
        setTimeout(
          () => reject(new Error(`no ${pattern} within ${timeoutMs} ms`)),
          timeoutMs,
        ).unref();
      }),
    type: (keys) => {
      terminal.write(keys);
      return performance.now();
    },
    close: () => {
      terminal.kill();
      return gone;
    },
  };
};

/**
 * Milliseconds from starting the app with `args` until `shown` is on screen;
 * it runs on `holdMs` after (a start keeps its first frame just after drawing it).
 */
const appFirstPaint = async (
  args: readonly string[],
  shown: RegExp,
  node?: string,
  holdMs = 0,
): Promise<number> => {
  const session = open(args, [cli], node);
  try {
    const ms = await session.until(shown, session.began);
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    return ms;
  } finally {
    await session.close();
  }
};

/** Milliseconds from starting `tobikoe` until the menu is on screen. */
export const menuFirstPaint = (node?: string, holdMs?: number): Promise<number> =>
  appFirstPaint([], /Knights/, node, holdMs);

/** Milliseconds from starting `tobikoe play line-3` until its board is on screen. */
export const playFirstPaint = (node?: string, holdMs?: number): Promise<number> =>
  appFirstPaint(['play', 'line-3'], /moves 0/, node, holdMs);

/** The reference for the first paint: milliseconds until Node itself has printed one line. */
export const oneLineFirstPaint = async (node?: string): Promise<number> => {
  const session = open([], ['-e', 'console.log("one line")'], node);
  try {
    return await session.until(/one line/, session.began);
  } finally {
    await session.close();
  }
};

const inkFloor = fileURLToPath(new URL('./floor/ink-floor.js', import.meta.url));

/** The floor under any frame Ink draws: milliseconds until Ink alone has drawn one line. */
export const inkOneLineFirstPaint = async (node?: string): Promise<number> => {
  const session = open([], [inkFloor], node);
  try {
    return await session.until(/one line from ink/, session.began);
  } finally {
    await session.close();
  }
};

/**
 * Milliseconds from a key press to its redraw while plain iterative deepening
 * grinds on line-3 in the solve panel (the key is Esc; the redraw says "cancelled").
 */
export const keyLatencyDuringSearch = async (): Promise<number> => {
  const session = open(['play', 'line-3']);
  try {
    await session.until(/moves 0/, session.began);
    await session.until(/bound|depth/, session.type('s'));
    await session.until(/depth \d/, session.type('1'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return await session.until(/cancelled/, session.type('\u001b'));
  } finally {
    await session.close();
  }
};
