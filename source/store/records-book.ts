import { catalogue } from '../puzzles/catalogue.js';
import { valueLabel } from '../puzzles/params.js';
import type { OptionValue, PuzzleEntry, PuzzleOptions } from '../puzzles/puzzle.js';
import { readRecordKey, type StartKind } from './record-keys.js';
import type { Records } from './records.js';
import type { PuzzleStats, Stats } from './stats.js';

/** The record of one kind of start of a variant: several stored keys folded into one line. */
export type StartRecord = {
  readonly kind: StartKind;
  /** Named boards of a standard start (`start=start2`), empty for the usual one. */
  readonly named: readonly string[];
  /** The stored keys it folds together: what clearing it removes. */
  readonly keys: readonly string[];
  readonly best: number;
  readonly bestUnaided: number | null;
  readonly fastest?: number;
  /** Positions with a record (own starts are kept one per position). */
  readonly positions: number;
};

/** Everything kept about one variant of a puzzle. */
export type VariantBook = {
  readonly entry: PuzzleEntry;
  /** The variant's key (the stats' key): `frog-line n=4`. */
  readonly variant: string;
  readonly options: PuzzleOptions;
  readonly stats?: PuzzleStats;
  readonly starts: readonly StartRecord[];
};

const KIND_ORDER: readonly StartKind[] = ['standard', 'daily', 'dealt', 'own'];

/** The options a variant's key names (`n=4` → `{ n: 4 }`), as its entry declares them. */
const optionsOf = (entry: PuzzleEntry, variant: string): PuzzleOptions => {
  const options: Record<string, OptionValue> = {};
  for (const token of variant.split(' ').slice(1)) {
    const at = token.indexOf('=');
    const name = token.slice(0, at);
    const text = token.slice(at + 1);
    const param = entry.params.find((each) => each.name === name);
    if (!param) continue;
    options[name] =
      param.kind === 'integer' ? Number(text) : param.kind === 'boolean' ? true : text;
  }
  return options;
};

/** The variant as the menu names it: `Frog jump: line (n = 4)`, `Tray of any size (3 rows, 4 columns)`. */
export const variantTitle = (book: Pick<VariantBook, 'entry' | 'options'>): string => {
  const labels = book.entry.params.flatMap((param) => {
    if (param.kind === 'integer' || param.kind === 'choice') {
      if (param.stepped !== true && book.options[param.name] === undefined) return [];
      return [valueLabel(param, book.options[param.name] ?? param.default)];
    }
    return param.kind === 'boolean' && book.options[param.name] === true ? [param.name] : [];
  });
  return labels.length > 0 ? `${book.entry.title} (${labels.join(', ')})` : book.entry.title;
};

const folded = (
  kind: StartKind,
  named: readonly string[],
  found: readonly [string, Records[string]][],
): StartRecord => {
  const unaided = found.flatMap(([, record]) =>
    record.bestUnaided === null ? [] : [record.bestUnaided],
  );
  const times = found.flatMap(([, record]) =>
    record.fastest === undefined ? [] : [record.fastest],
  );
  return {
    kind,
    named,
    keys: found.map(([key]) => key),
    best: Math.min(...found.map(([, record]) => record.best)),
    bestUnaided: unaided.length > 0 ? Math.min(...unaided) : null,
    ...(times.length > 0 ? { fastest: Math.min(...times) } : {}),
    positions: found.length,
  };
};

/**
 * Every puzzle of the catalogue (its usual variant, played or not) and every
 * other variant the records or stats know, in menu order: its stats, and its
 * records by kind of start. Keys of entries no longer in the catalogue are left out.
 */
export const recordsBook = (records: Records, stats: Stats): VariantBook[] => {
  const byVariant = new Map<
    string,
    { entry: PuzzleEntry; found: Map<string, [string, Records[string]][]> }
  >();
  const variantOf = (entry: PuzzleEntry, variant: string) => {
    const known = byVariant.get(variant) ?? { entry, found: new Map() };
    byVariant.set(variant, known);
    return known;
  };
  const entryOf = (key: string): PuzzleEntry | undefined => {
    const id = key.split(' ')[0];
    return catalogue.find((entry) => entry.id === id);
  };
  for (const entry of catalogue) variantOf(entry, entry.id);
  for (const key of Object.keys(stats)) {
    const entry = entryOf(key);
    if (entry) variantOf(entry, key);
  }
  for (const [key, record] of Object.entries(records)) {
    const entry = entryOf(key);
    if (!entry) continue;
    const parts = readRecordKey(entry, key);
    const group = `${parts.kind} ${parts.named.join(' ')}`;
    const { found } = variantOf(entry, parts.variant);
    found.set(group, [...(found.get(group) ?? []), [key, record]]);
  }
  const order = (entry: PuzzleEntry): number => catalogue.indexOf(entry);
  return [...byVariant.entries()]
    .sort(
      ([a, one], [b, other]) =>
        order(one.entry) - order(other.entry) ||
        (a === one.entry.id ? -1 : b === other.entry.id ? 1 : a.localeCompare(b)),
    )
    .map(([variant, { entry, found }]) => ({
      entry,
      variant,
      options: optionsOf(entry, variant),
      ...(stats[variant] ? { stats: stats[variant] } : {}),
      starts: [...found.entries()]
        .map(([group, keys]) => {
          const [kind, ...named] = group.split(' ').filter(Boolean) as [StartKind, ...string[]];
          return folded(kind, named, keys);
        })
        .sort(
          (a, b) =>
            KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
            a.named.join().localeCompare(b.named.join()),
        ),
    }));
};
