import type { BoardParam } from '../puzzles/params.js';
import type { PuzzleEntry } from '../puzzles/puzzle.js';

/**
 * Which start a record is of: the puzzle's standard start (the menu's
 * variants), the daily, a dealt start (difficulty, random, shuffle), or a
 * start the player gave (`--start`, the editor, the analysis).
 */
export type StartKind = 'standard' | 'daily' | 'dealt' | 'own';

/** Starts that are dealt rather than given: their records are kept per variant, not per position. */
export type DealtOrigin = 'daily' | 'dealt';

const FROM = 'from=';

/**
 * The key the records of a variant's dailies or dealt starts are kept under:
 * the variant's key (no boards), and `from=daily` or `from=dealt`. Keys of
 * files from before have no `from=`: a standard start's key is the variant's,
 * a given start's carries `start=` (both read as they always were).
 */
export const originKey = (variant: string, origin: DealtOrigin): string =>
  `${variant} ${FROM}${origin}`;

/** A board option's value that is one of the puzzle's named boards (`start2`) belongs to the variant. */
const isNamedBoard = (entry: Pick<PuzzleEntry, 'params'>, token: string): boolean =>
  entry.params.some((param) => {
    if (param.kind !== 'board' || !token.startsWith(`${param.name}=`)) return false;
    const value = token.slice(param.name.length + 1);
    return (param as BoardParam).names?.includes(value) === true;
  });

const isBoardToken = (entry: Pick<PuzzleEntry, 'params'>, token: string): boolean =>
  entry.params.some((param) => param.kind === 'board' && token.startsWith(`${param.name}=`));

/** What a stored record's key says: its variant (the stats' key), which start it is of, and named boards it names. */
export type RecordKeyParts = {
  /** The variant's key without boards: the key its stats are kept under. */
  readonly variant: string;
  readonly kind: StartKind;
  /** Named boards of a standard start (`start=start2`), in the key's order. */
  readonly named: readonly string[];
};

export const readRecordKey = (entry: Pick<PuzzleEntry, 'params'>, key: string): RecordKeyParts => {
  const tokens = key.split(' ');
  const last = tokens.at(-1) ?? '';
  const origin = last === `${FROM}daily` ? 'daily' : last === `${FROM}dealt` ? 'dealt' : undefined;
  const rest = origin ? tokens.slice(0, -1) : tokens;
  const boards = rest.filter((token) => isBoardToken(entry, token));
  const named = boards.filter((token) => isNamedBoard(entry, token));
  return {
    variant: rest.filter((token) => !boards.includes(token)).join(' '),
    kind: origin ?? (named.length < boards.length ? 'own' : 'standard'),
    named: origin ? [] : named,
  };
};
