import { createRequire } from 'node:module';

// Loaded at the first digest: it costs a short command (`list`, a 20-move
// solve) milliseconds it does not need.
const require = createRequire(import.meta.url);

/** The SHA-256 of `parts` one after another, in hex. */
export const sha256 = (...parts: Uint8Array[]): string => {
  const hash = (require('node:crypto') as typeof import('node:crypto')).createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};
