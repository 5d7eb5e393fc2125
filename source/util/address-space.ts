import { readFileSync } from 'node:fs';

/**
 * What one worker thread reserves of the address space: V8's code range, its
 * heap's reservations and a stack. Measured on Linux x64 under `ulimit -v`:
 * Node 20 starts in about 0.8 GB and each worker needs some 0.4 GB more (two
 * workers fail at 1.9 GB and start at 2.0 GB); rounded up.
 */
export const WORKER_ADDRESS_BYTES = 512 * 1024 * 1024;

/**
 * The bytes this process may still map under its address-space limit
 * (`ulimit -v`), or Infinity when none is set or the system cannot be asked
 * (only Linux says, in /proc).
 */
export const addressSpaceLeft = (): number => {
  try {
    const limit = /^Max address space\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (!limit || limit[1] === 'unlimited') return Number.POSITIVE_INFINITY;
    const used = /^VmSize:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return Number(limit[1]) - (used ? Number(used[1]) * 1024 : 0);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/**
 * How many of `wanted` worker threads can start with `beside` bytes of the
 * address space kept for the rest: a worker that cannot reserve its memory
 * does not fail, it ends the whole process (V8's fatal out-of-memory), so the
 * count is decided before any starts.
 */
export const workersThatFit = (
  wanted: number,
  beside: number,
  left: number = addressSpaceLeft(),
): number => Math.max(0, Math.min(wanted, Math.floor((left - beside) / WORKER_ADDRESS_BYTES)));
