import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  aidedSteps,
  type Game,
  gameFromRecords,
  type StepRecord,
  stepRecords,
} from '../game/history.js';
import { formatBoard } from '../puzzles/board-text.js';
import { essentialOptions } from '../puzzles/params.js';
import type { OptionValue, Puzzle, PuzzleEntry, PuzzleOptions } from '../puzzles/puzzle.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { Invalid, readStored, type Stored, writeStored } from './json-file.js';
import { MOST_PLAYED_MS, MOST_STEPS } from './limits.js';

/**
 * A saved game on disk, as plain data: where it began and what it aims at (to
 * catch a file that belongs to another puzzle), every undoable step as move
 * notation or `"restart"`, and how many of them are in effect (the rest can be
 * redone), and which steps are moves played with help (a tip or an adopted
 * answer). Loading replays the steps through the rules; nothing internal is dumped.
 */
export type SavedGame = {
  readonly variant: string;
  readonly start: string;
  readonly goal: string;
  readonly steps: readonly StepRecord[];
  readonly at: number;
  /** Indices into `steps` of the moves played with help. */
  readonly aided: readonly number[];
  /** Milliseconds played on the game, across sittings (TIME_RULE); absent in files from before. */
  readonly played?: number;
  /** The solve panel showed this game an answer (`Game.answerSeen`); absent when not. */
  readonly answerSeen?: true;
};

/**
 * One name per puzzle variant: the id and the options that change the puzzle,
 * in the order the entry declares them (`frog-line n=4`, `peg-star hole=2 anywhere=true`);
 * an option at its default is left out, so `--n 3` and no `--n` share a save.
 */
export const variantKey = (
  entry: Pick<PuzzleEntry, 'id' | 'params'>,
  options: PuzzleOptions,
): string =>
  [
    entry.id,
    ...essentialOptions(entry.params, options).map(([param, value]) => `${param.name}=${value}`),
  ].join(' ');

/**
 * The key saves and records are kept under: the variant, with a given start
 * or goal written as the normalised board (`formatBoard`), never as typed, so
 * `'BBB|...|. / ..WWW  '` and `BBB......WWW` are one variant.
 */
export const storageKey = (
  entry: Pick<PuzzleEntry, 'id' | 'params'>,
  options: PuzzleOptions,
  puzzle: Puzzle,
): string => {
  const goals = puzzle.goals ?? [];
  const normalised: Record<string, OptionValue | undefined> = { ...options };
  for (const param of entry.params) {
    if (param.kind !== 'board' || options[param.name] === undefined) continue;
    if (param.role === 'start') normalised[param.name] = formatBoard(puzzle.start, puzzle.pieces);
    else if (goals.length === 1) normalised[param.name] = formatBoard(goals[0], puzzle.pieces);
  }
  return variantKey(entry, normalised);
};

/**
 * A file name safe everywhere (case-insensitive file systems too), stable for
 * a key: the id to read, and 128 bits of the key's SHA-256. The key itself is
 * written inside the file and checked on reading.
 */
const fileName = (key: string): string => {
  const readable = key.split(' ')[0].replace(/[^a-z0-9-]/g, '');
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `${readable}-${digest}.json`;
};

export const gamesFolder = (folder: string): string => join(folder, 'games');

export const gamePath = (folder: string, key: string): string =>
  join(gamesFolder(folder), fileName(key));

const isCell = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Checks one step's shape (its legality is the replay's business). */
const stepRecord = (value: unknown, index: number): StepRecord => {
  if (value === 'restart') return value;
  if (Array.isArray(value) && value.length >= 2 && value.every(isCell)) return value;
  throw new Invalid(words().store.game.badStep(index + 1));
};

/**
 * The game as it is written to disk, with `played` milliseconds played on it
 * (by default what it had when it was read; unknown is left out).
 */
/** The goal as a save keeps it: in English, so a game saved in one language opens in the other. */
const keptGoal = (puzzle: Puzzle): string => inLanguage('en', () => puzzle.goalText);

export const savedGame = (
  key: string,
  game: Game,
  played: number | null = game.played === undefined ? 0 : game.played,
): SavedGame => ({
  variant: key,
  start: formatBoard(game.puzzle.start, game.puzzle.pieces),
  goal: keptGoal(game.puzzle),
  steps: stepRecords(game),
  at: game.at,
  aided: aidedSteps(game),
  ...(played === null ? {} : { played: Math.round(played) }),
  ...(game.answerSeen === true ? { answerSeen: true } : {}),
});

/** The time played a file says: null when it is from before times were kept. */
const playedOf = (body: Record<string, unknown>): number | null => {
  const { played } = body;
  if (played === undefined) return null;
  if (
    typeof played !== 'number' ||
    !Number.isFinite(played) ||
    played < 0 ||
    played > MOST_PLAYED_MS
  ) {
    throw new Invalid(words().store.game.badTime);
  }
  return played;
};

/**
 * The aided steps of a file: its `aided` list, or from a file written before
 * help belonged to moves, every move when it says `assisted: true`.
 */
const aidedOf = (body: Record<string, unknown>, steps: readonly StepRecord[]): Set<number> => {
  const { aided, assisted } = body;
  if (aided === undefined && typeof assisted === 'boolean') {
    return new Set(
      assisted ? steps.flatMap((step, index) => (step === 'restart' ? [] : [index])) : [],
    );
  }
  if (!Array.isArray(aided)) throw new Invalid(words().store.game.noAided);
  for (const index of aided) {
    if (!isCell(index) || index >= steps.length || steps[index] === 'restart') {
      throw new Invalid(words().store.game.aidedNoMove);
    }
  }
  return new Set(aided);
};

const answerSeenOf = (body: Record<string, unknown>): Pick<Game, 'answerSeen'> => {
  const { answerSeen } = body;
  if (answerSeen === undefined) return {};
  if (answerSeen !== true) throw new Invalid(words().store.game.badAnswerSeen);
  return { answerSeen };
};

/**
 * Reads the saved game of a variant and replays it from the puzzle's start.
 * A file that does not parse, has the wrong shape, belongs to another puzzle,
 * or whose steps do not replay is set aside (see `readStored`).
 */
export const loadGame = (folder: string, key: string, puzzle: Puzzle): Stored<Game> =>
  readStored(gamePath(folder, key), (body) => {
    const say = words().store.game;
    if (body.variant !== key) throw new Invalid(say.otherVariant);
    if (body.start !== formatBoard(puzzle.start, puzzle.pieces)) {
      throw new Invalid(say.otherStart);
    }
    if (body.goal !== keptGoal(puzzle)) throw new Invalid(say.otherGoal);
    const { steps, at } = body;
    if (!Array.isArray(steps)) throw new Invalid(say.noSteps);
    if (steps.length > MOST_STEPS) throw new Invalid(say.tooManySteps(MOST_STEPS));
    if (typeof at !== 'number') throw new Invalid(say.noUndo);
    const records = steps.map(stepRecord);
    const game = gameFromRecords(puzzle, records, at, aidedOf(body, records));
    if (typeof game === 'string') throw new Invalid(game);
    return { ...game, played: playedOf(body), ...answerSeenOf(body) };
  });

/** Writes the game, with the time played on it (see `savedGame`). */
export const saveGame = (folder: string, key: string, game: Game, played?: number | null): void => {
  writeStored(gamePath(folder, key), savedGame(key, game, played));
};

/**
 * Worth offering to resume: something was played, and the position in effect
 * is not a finished one.
 */
export const isResumable = (game: Game): boolean =>
  game.steps.length > 0 && !(game.moves.length > 0 && game.puzzle.isGoal(game.board));
