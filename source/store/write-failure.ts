import { oneLine } from '../util/quote.js';
import { words } from '../words/words.js';

/**
 * A stored file that could not be written, said in the player's language and
 * naming that file: Node's own text is English and names the temporary the
 * write went through (`…json.tmp-28654-…`), which the player never sees.
 */
export class WriteFailed extends Error {
  override readonly name = 'WriteFailed';
}

/** Why a file could not be written or moved, in the player's words, from the system's error. */
export const failureReason = (error: unknown): string => {
  const say = words().store.write;
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  switch (code) {
    case 'ENOENT':
      return say.noFolder;
    case 'ENOTDIR':
      return say.notFolder;
    case 'EACCES':
    case 'EPERM':
      return say.denied;
    case 'EROFS':
      return say.readOnly;
    case 'EISDIR':
      return say.isFolder;
    case 'ENOSPC':
    case 'EDQUOT':
      return say.full;
    case undefined:
      return say.unknown;
    default:
      return say.systemError(code);
  }
};

export const writeFailed = (path: string, error: unknown): WriteFailed =>
  new WriteFailed(words().store.write.failed(oneLine(path), failureReason(error)));
