import { playTime } from '../game/solved.js';
import { type StartRecord, type VariantBook, variantTitle } from '../store/records-book.js';
import { dailiesSolved, dailyStreak } from '../store/stats.js';
import { words } from '../words/words.js';

/** One line of the records, and the record it names when it names one (what `x` clears). */
export type RecordsLine = {
  /** The words, without indentation. */
  readonly text: string;
  /** Indented under its puzzle's title (never for a screen reader). */
  readonly indented?: boolean;
  /** A puzzle's title line: drawn bold. */
  readonly heading?: boolean;
  /** A puzzle not played yet: drawn dim. */
  readonly quiet?: boolean;
  readonly record?: { readonly keys: readonly string[]; readonly name: string };
};

/** `games begun 5 · solved 3 · solved unaided 2 · daily streak 2 days · dailies solved 4`, or `not played yet`. */
export const statsWords = (book: VariantBook, today: string): string[] => {
  const say = words().records;
  const { stats } = book;
  if (!stats || (stats.started === 0 && stats.solved === 0)) return [];
  const streak = dailyStreak(stats, today);
  const dailies = dailiesSolved(stats);
  return [
    say.begun(stats.started),
    say.solved(stats.solved),
    say.unaided(stats.unaided),
    ...(streak > 0 ? [say.streak(streak)] : []),
    ...(dailies > 0 ? [say.dailies(dailies)] : []),
  ];
};

/** `standard start`, `your own starts (3 positions)`, `standard start (start2)`. */
export const startName = (start: StartRecord): string => {
  const say = words().records;
  const extra = [
    ...start.named.map((token) => token.slice(token.indexOf('=') + 1)),
    ...(start.kind === 'own' ? [say.positions(start.positions)] : []),
  ];
  return `${say.starts[start.kind]}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
};

/** `best 20 · best unaided 22 · fastest 1 min 05 s`. */
export const recordWords = (start: StartRecord): string[] => {
  const say = words().records;
  return [
    say.best(start.best),
    say.bestUnaided(start.bestUnaided),
    ...(start.fastest === undefined ? [] : [say.fastest(playTime(start.fastest))]),
  ];
};

/**
 * The records as lines of words: per variant its title, its stats and one
 * line per kind of start with a record. A screen reader's lines stand alone
 * (each names its puzzle, commas between the parts, no indentation); else
 * they are indented under the title, ` · ` between the parts.
 */
export const recordsLines = (
  books: readonly VariantBook[],
  today: string,
  screenReader = false,
): RecordsLine[] => {
  const say = words().records;
  const join = (parts: readonly string[]): string => parts.join(screenReader ? ', ' : ' · ');
  return books.flatMap((book): RecordsLine[] => {
    const title = variantTitle(book);
    const stats = statsWords(book, today);
    if (stats.length === 0 && book.starts.length === 0) {
      return [{ text: `${title}: ${say.notPlayed}`, quiet: true }];
    }
    const lines: RecordsLine[] = screenReader
      ? [{ text: `${title}: ${join(stats.length > 0 ? stats : [say.noRecords])}`, heading: true }]
      : [
          { text: title, heading: true },
          ...(stats.length > 0 ? [{ text: join(stats), indented: true }] : []),
        ];
    for (const start of book.starts) {
      const name = `${title}, ${startName(start)}`;
      const text = screenReader
        ? `${name}: ${join(recordWords(start))}`
        : `${startName(start)}: ${join(recordWords(start))}`;
      lines.push({
        text,
        record: { keys: start.keys, name },
        ...(screenReader ? {} : { indented: true }),
      });
    }
    return lines;
  });
};

/** `--json`: every variant with its stats and its records by start, the same in every language. */
/** A line as printed: two spaces before an indented one. */
export const printedLine = (line: RecordsLine): string =>
  `${line.indented ? '  ' : ''}${line.text}`;

export const recordsJson = (books: readonly VariantBook[], today: string): unknown => ({
  puzzles: books.map((book) => ({
    id: book.entry.id,
    variant: book.variant,
    options: book.options,
    begun: book.stats?.started ?? 0,
    solved: book.stats?.solved ?? 0,
    solvedUnaided: book.stats?.unaided ?? 0,
    dailyStreak: book.stats ? dailyStreak(book.stats, today) : 0,
    dailiesSolved: book.stats ? dailiesSolved(book.stats) : 0,
    records: book.starts.map((start) => ({
      start: start.kind,
      ...(start.named.length > 0 ? { named: start.named } : {}),
      best: start.best,
      bestUnaided: start.bestUnaided,
      fastestMs: start.fastest ?? null,
      positions: start.positions,
      keys: start.keys,
    })),
  })),
});
