import { spawn } from 'node:child_process';

/**
 * Where a real tobikoe process's stdout or stderr goes: a pipe this test
 * reads; a full device (`>/dev/full`); closed, as a shell closes it (`>&-`);
 * or, for stdout, a pipe whose reader is gone before the process writes
 * (`tobikoe … | true`).
 */
export type Sink = 'pipe' | 'full' | 'closed' | 'broken';

export type ProcessOutcome = { code: number | null; stdout: string; stderr: string };

const cli = new URL('../dist/cli.js', import.meta.url).pathname;

/** A process that has not ended by then is killed: a hang fails its test instead of the run. */
const KILL_MS = 40_000;

const redirection = (fd: 1 | 2, sink: Sink): string =>
  sink === 'full' ? `${fd}>/dev/full` : sink === 'closed' ? `${fd}>&-` : '';

/**
 * Runs the built `tobikoe` with `args`, its stdout and stderr sent where asked
 * (through /bin/sh, which closes a descriptor the way a person's shell does);
 * stdin is /dev/null. Resolves when it has ended.
 */
export const runTobikoe = (
  args: readonly string[],
  {
    stdout = 'pipe',
    stderr = 'pipe',
    home,
  }: {
    stdout?: Sink;
    stderr?: Exclude<Sink, 'broken'>;
    /** A data folder of its own (default: the test file's). */
    home?: string;
  } = {},
): Promise<ProcessOutcome> =>
  new Promise((resolve) => {
    const redirections = `${redirection(1, stdout)} ${redirection(2, stderr)}`;
    const child = spawn(
      '/bin/sh',
      ['-c', `exec "$@" ${redirections}`, 'sh', process.execPath, cli, ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: KILL_MS,
        env: home === undefined ? process.env : { ...process.env, TOBIKOE_HOME: home },
      },
    );
    // The reader leaves before tobikoe has started: every write it makes meets a closed pipe.
    if (stdout === 'broken') child.stdout.destroy();
    let text = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stdout: text, stderr: errors }));
  });
