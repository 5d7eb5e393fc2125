import { createRequire } from 'node:module';

// Loaded at the first digest: it costs a short command (`list`, a 20-move
// solve) milliseconds it does not need.
const require = createRequire(import.meta.url);

/** The SHA-256 of `bytes`, in hex. */
export const sha256 = (bytes: Uint8Array): string =>
  (require('node:crypto') as typeof import('node:crypto'))
    .createHash('sha256')
    .update(bytes)
    .digest('hex');
