import { vi } from 'vitest';
import { main } from '../source/args/cli-main.js';

export type Outcome = { code: number; stdout: string; stderr: string };

const text = (chunk: unknown): string =>
  typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');

/**
 * One command line run in this process (one at a time: it listens on stdout and stderr), as `tobikoe …` runs it (the same
 * `main`): its exit code and what it wrote to stdout and stderr. For the
 * contract of the commands; tests about the process itself (exit status,
 * start-up, signals) start the real one.
 */
export const tobikoeHere = async (...args: string[]): Promise<Outcome> => {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    stdout += text(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    stderr += text(chunk);
    return true;
  });
  try {
    const code = await main(args);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
};
