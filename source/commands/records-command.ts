import { utcDay } from '../search/daily-seed.js';
import { storeFolders } from '../store/folders.js';
import { loadRecords, recordsNotice } from '../store/records.js';
import { recordsBook } from '../store/records-book.js';
import { loadStats, statsNotice } from '../store/stats.js';
import { printedLine, recordsJson, recordsLines } from '../text/records-lines.js';
import { oneLine } from '../util/quote.js';
import { words } from '../words/words.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

/**
 * `tobikoe records`: every puzzle and variant, its stats and its records by
 * start, as the menu's `r` shows them; `--json`: one object, `{"puzzles":[…]}`.
 * A file that cannot be used is said on stderr and counts as empty.
 */
export const recordsCommand = (flags: FlagValues<'records'>): number => {
  const { data: folder } = storeFolders();
  const storedRecords = loadRecords(folder);
  const storedStats = loadStats(folder);
  for (const notice of [recordsNotice(storedRecords), statsNotice(storedStats)]) {
    if (notice) process.stderr.write(`tobikoe: ${oneLine(notice)}\n`);
  }
  const book = recordsBook(
    storedRecords.kind === 'ok' ? storedRecords.value : {},
    storedStats.kind === 'ok' ? storedStats.value : {},
  );
  const today = utcDay(new Date());
  if (flags.json) {
    printLine(JSON.stringify(recordsJson(book, today)));
    return 0;
  }
  printLine(words().records.title);
  for (const line of recordsLines(book, today, flags['screen-reader'] === true))
    printLine(printedLine(line));
  return 0;
};
