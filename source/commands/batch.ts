import { setImmediate as nextTurn } from 'node:timers/promises';
import { catalogue } from '../puzzles/catalogue.js';
import { type Named, readCode, readId } from '../puzzles/codes.js';
import { InputError, type OptionValue } from '../puzzles/puzzle.js';
import { count } from '../text/format.js';
import { quoted } from '../util/quote.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { batchLines, LONGEST_LINE } from './batch-lines.js';
import { batchChunks } from './batch-source.js';
import { EXIT } from './exit-codes.js';
import { failureOf } from './failure.js';
import { outputUnread, printLine } from './output.js';
import { solvedAsJson } from './solve-command.js';
import type { FlagValues } from './specs.js';

/** Whatever follows `#` on a line is a note for people (Korf's lengths, say). */
const COMMENT = /#.*$/;

/** Whether a word is an id of the catalogue (`knights`, `frog-line-4`), so a code. */
const namesPuzzle = (text: string): boolean => {
  // Most lines are boards: an error made (its stack taken) for each was a third of a line's time.
  if (!catalogue.some(({ id }) => text === id || text.startsWith(`${id}-`))) return false;
  try {
    readId(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * The options one line asks for: a board is the start of the puzzle the
 * command line names (its other options kept); a code names the puzzle and
 * its boards itself, and must be of the same family id.
 */
const optionsOf = (
  named: Named,
  text: string,
): Readonly<Record<string, OptionValue | undefined>> => {
  if (!text.includes(':') && !namesPuzzle(text)) return { ...named.options, start: text };
  const coded = readCode(text);
  if (coded.entry.id !== named.entry.id) {
    throw new InputError(words().commands.batch.codeFor(coded.entry.id, named.entry.id));
  }
  const options: Record<string, OptionValue | undefined> = { ...named.options, start: undefined };
  for (const [name, value] of Object.entries(coded.options)) {
    if (value === undefined) continue;
    if (options[name] !== undefined && options[name] !== value) {
      throw new InputError(words().commands.batch.codeGives(name, quoted(String(value))));
    }
    options[name] = value;
  }
  return options;
};

/**
 * `solve … --batch FILE` (`-` for stdin): one start per line in, one JSON
 * object per line out as each is solved, with the limits `solve` takes applied
 * to each. A line that fails is an object with its error and the exit code
 * `solve` would have given, and the run goes on; the batch exits with the
 * first failing line's code, else 0. Tables a search builds or reads serve
 * every line after it. Lines are read as they are solved, so memory holds
 * one line however long the batch; a line longer than any board or code
 * ends the batch (exit 2), and a reader that stops reading (`| head -1`)
 * ends the solving.
 */
export const batchCommand = async (
  named: Named,
  flags: FlagValues<'solve'>,
  source: string,
): Promise<number> => {
  const say = words().commands.batch;
  if (named.options.start !== undefined) throw new InputError(say.noStart);
  if (flags.trace !== undefined) throw new InputError(say.noTrace);
  const lines = batchLines(await batchChunks(source));
  let exit = 0;
  for await (const line of lines) {
    if ('tooLong' in line) {
      // A line this long is no board or code: the rest of the input is not one either.
      const failure = inLanguage('en', () => say.tooLong(count(LONGEST_LINE)));
      printLine(JSON.stringify({ line: line.number, error: failure, exit: EXIT.badInput }));
      process.stderr.write(`tobikoe: ${say.stoppedAt(line.number, count(LONGEST_LINE))}\n`);
      return EXIT.badInput;
    }
    const text = line.text.replace(COMMENT, '').trim();
    if (text === '') continue;
    // A line is JSON, errors included: in English whatever the language.
    const answer = inLanguage('en', (): object => {
      try {
        return solvedAsJson(named.entry.create(optionsOf(named, text)), flags, false);
      } catch (error) {
        const failure = failureOf(error);
        if (exit === 0) exit = failure.code;
        return { error: failure.message, exit: failure.code };
      }
    });
    printLine(JSON.stringify({ line: line.number, ...answer }));
    // A failed write is told a turn later: stop solving for a reader that has gone.
    await nextTurn();
    if (outputUnread()) break;
  }
  return exit;
};
