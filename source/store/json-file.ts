import { existsSync, readFileSync, renameSync } from 'node:fs';
import { writeFileAtomic } from './atomic.js';

/** The format version this program writes. */
export const FORMAT = 1;

/** What reading a stored file found. */
export type Stored<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly value: T }
  /** The file was unreadable or invalid; it now lives at `setAside`. */
  | { readonly kind: 'damaged'; readonly setAside: string; readonly reason: string }
  /** Written by a newer tobikoe: left untouched. */
  | { readonly kind: 'newer'; readonly format: number };

export class Invalid extends Error {
  override readonly name = 'Invalid';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Moves a damaged file out of the way, keeping it for the player to inspect. */
const setAside = (path: string): string => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = `${path}.damaged-${stamp}`;
  renameSync(path, target);
  return target;
};

/**
 * Reads a JSON file written by `writeStored`. `validate` turns the parsed body
 * into a value or throws `Invalid`; anything wrong sets the file aside.
 */
export const readStored = <T>(
  path: string,
  validate: (body: Record<string, unknown>) => T,
): Stored<T> => {
  if (!existsSync(path)) return { kind: 'none' };
  let reason: string;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (!isRecord(parsed) || typeof parsed.format !== 'number')
      throw new Invalid('it has no format number');
    if (parsed.format > FORMAT) return { kind: 'newer', format: parsed.format };
    if (parsed.format !== FORMAT) throw new Invalid(`it has an unknown format ${parsed.format}`);
    return { kind: 'ok', value: validate(parsed) };
  } catch (error) {
    if (!(error instanceof SyntaxError || error instanceof Invalid)) throw error;
    reason = error instanceof SyntaxError ? 'it is not valid JSON' : error.message;
  }
  return { kind: 'damaged', setAside: setAside(path), reason };
};

export const writeStored = (path: string, body: Record<string, unknown>): void => {
  writeFileAtomic(path, `${JSON.stringify({ format: FORMAT, ...body })}\n`);
};

export { isRecord };
