/**
 * Position codes (DESIGN §2): `<id>:<start>[:<goal>]`, the options folded into
 * the id (`frog-line-4:BBBB.WWWW`, `peg-star-2-h3`, `line:ACA.CDCADBABCDBD:goal3`).
 * Generic over the entries' declarations: no puzzle is named here.
 */

import { nearest } from '../util/nearest.js';
import { quoted } from '../util/quote.js';
import { inLanguage, LANGUAGES } from '../words/language.js';
import { words } from '../words/words.js';
import { boardsEqual, formatBoard } from './board-text.js';
import { catalogue } from './catalogue.js';
import {
  type BoardParam,
  checkOptions,
  essentialOptions,
  type OptionValue,
  type ParamDeclaration,
  type PuzzleOptions,
} from './params.js';
import { type Board, InputError, type Puzzle, type PuzzleEntry } from './puzzle.js';

/** A code read: the entry and the options it names. */
export type Named = { readonly entry: PuzzleEntry; readonly options: PuzzleOptions };

const SEPARATOR = ':';
/** More digits than any option takes: `frog-line-99999999` is not a number worth reading. */
const DIGITS = /^\d{1,6}$/;

const boardParam = (entry: PuzzleEntry, role: BoardParam['role']): BoardParam | undefined =>
  entry.params.find((param): param is BoardParam => param.kind === 'board' && param.role === role);

/** The value a fold token gives `param`, or undefined when the token is not its. */
const foldValue = (param: ParamDeclaration, token: string): OptionValue | undefined => {
  switch (param.kind) {
    case 'integer': {
      if (!token.startsWith(param.fold)) return undefined;
      const digits = token.slice(param.fold.length);
      return DIGITS.test(digits) ? Number(digits) : undefined;
    }
    case 'boolean':
      return token === param.fold ? true : undefined;
    case 'choice': {
      if (!token.startsWith(param.fold)) return undefined;
      const word = token.slice(param.fold.length);
      return param.choices.includes(word) ? word : undefined;
    }
    case 'board':
      return undefined;
  }
};

/** Reads the folds after `entry.id-`, or says which token is not an option of it. */
const readFolds = (entry: PuzzleEntry, rest: string): PuzzleOptions | string => {
  const options: Record<string, OptionValue> = {};
  for (const token of rest.split('-')) {
    const param = entry.params.find(
      (each) => options[each.name] === undefined && foldValue(each, token) !== undefined,
    );
    if (!param) return words().puzzles.notAnOption(quoted(token), entry.id);
    options[param.name] = foldValue(param, token)!;
  }
  return options;
};

/**
 * The id of the puzzle whose title, in any language, `text` most likely
 * meant: `15-puzzle` is the fifteen's title, as `solve` and the menu show it.
 */
const idByTitle = (text: string): string | undefined => {
  const ids = new Map<string, string>();
  for (const entry of catalogue) {
    for (const chosen of LANGUAGES)
      ids.set(
        inLanguage(chosen, () => entry.title),
        entry.id,
      );
  }
  const title = nearest(text, [...ids.keys()]);
  return title === undefined ? undefined : ids.get(title);
};

const unknownPuzzle = (text: string): InputError => {
  const ids = catalogue.map((known) => known.id);
  const near = nearest(text, ids) ?? idByTitle(text);
  return new InputError(
    near === undefined
      ? words().puzzles.unknownPuzzle(quoted(text), ids.join(', '))
      : words().puzzles.unknownPuzzleNear(quoted(text), near),
  );
};

/** An id with its options folded in: `knights`, `frog-line-4`, `peg-star-h3-anywhere`. */
export const readId = (text: string): Named => {
  const exact = catalogue.find((entry) => entry.id === text);
  if (exact) return { entry: exact, options: {} };
  // The longest id first: `peg-star-2-h3` is peg-star-2's before it is peg-star's.
  const candidates = catalogue
    .filter((entry) => text.startsWith(`${entry.id}-`))
    .sort((a, b) => b.id.length - a.id.length);
  let problem: string | undefined;
  for (const entry of candidates) {
    const folds = readFolds(entry, text.slice(entry.id.length + 1));
    if (typeof folds !== 'string') {
      try {
        return { entry, options: checkOptions(entry.id, entry.params, folds) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new InputError(words().puzzles.badCode(quoted(text), reason));
      }
    }
    problem ??= folds;
  }
  if (problem) throw new InputError(words().puzzles.badCode(quoted(text), problem));
  throw unknownPuzzle(text);
};

/** Reads an id or a whole code; the boards are checked when the puzzle is made. */
export const readCode = (text: string): Named => {
  const parts = text.split(SEPARATOR);
  if (parts.length > 3) {
    throw new InputError(words().puzzles.badCode(quoted(text), words().puzzles.codeShape));
  }
  const [idText, startText, goalText] = parts;
  const named = readId(idText);
  const options: Record<string, OptionValue | undefined> = { ...named.options };
  const give = (role: BoardParam['role'], board: string | undefined): void => {
    if (board === undefined) return;
    const param = boardParam(named.entry, role);
    if (!param) {
      const reason = words().puzzles.takesNoBoard(named.entry.id, role);
      throw new InputError(words().puzzles.badCode(quoted(text), reason));
    }
    if (board.trim() === '') {
      throw new InputError(words().puzzles.badCode(quoted(text), words().puzzles.emptyBoard(role)));
    }
    options[param.name] = board;
  };
  give('start', startText);
  give('goal', goalText);
  return { entry: named.entry, options };
};

/** A board option as a code writes it: a name stays a name, a board string is normalised. */
const boardText = (
  param: BoardParam,
  given: OptionValue | undefined,
  puzzle: Puzzle,
  board: Board | undefined,
): string | undefined => {
  if (board) return formatBoard(board, puzzle.pieces);
  if (typeof given !== 'string') return undefined;
  const name = given.trim().toLowerCase();
  if (param.names?.includes(name)) return name;
  const goals = puzzle.goals;
  if (param.role === 'goal' && goals?.length === 1) return formatBoard(goals[0], puzzle.pieces);
  return param.role === 'start' ? formatBoard(puzzle.start, puzzle.pieces) : given;
};

const foldText = (param: ParamDeclaration, value: OptionValue): string =>
  param.kind === 'boolean'
    ? `-${param.fold}`
    : `-${param.kind === 'board' ? '' : param.fold}${value}`;

/** Writes a code from options, folding every given option that folds. */
const writeCode = (
  entry: PuzzleEntry,
  options: PuzzleOptions,
  puzzle: Puzzle,
  start: Board | undefined,
): string => {
  const startParam = boardParam(entry, 'start');
  const goalParam = boardParam(entry, 'goal');
  const goalText = goalParam && boardText(goalParam, options[goalParam.name], puzzle, undefined);
  const needsStart = start || options[startParam?.name ?? ''] !== undefined || goalText;
  const startText =
    startParam && needsStart
      ? (boardText(startParam, options[startParam.name], puzzle, start) ??
        formatBoard(puzzle.start, puzzle.pieces))
      : undefined;
  const folds = entry.params
    .filter((param) => param.kind !== 'board' && options[param.name] !== undefined)
    .filter(
      (param) =>
        !(startText !== undefined && 'onlyChoosesStart' in param && param.onlyChoosesStart),
    )
    .map((param) => foldText(param, options[param.name]!))
    .join('');
  const boards = [startText, goalText].filter((part) => part !== undefined);
  return [`${entry.id}${folds}`, ...boards].join(SEPARATOR);
};

/** True when `code` makes the same puzzle from the same start as `puzzle` from `start`. */
const names = (code: string, puzzle: Puzzle, start: Board): boolean => {
  try {
    const named = readCode(code);
    const again = named.entry.create(named.options);
    const sameGoal =
      puzzle.goals && again.goals
        ? puzzle.goals.length === again.goals.length &&
          puzzle.goals.every((goal, index) => boardsEqual(goal, again.goals![index]))
        : puzzle.goalText === again.goalText;
    return sameGoal && boardsEqual(again.start, start);
  } catch {
    return false;
  }
};

/**
 * The code of a puzzle made from `entry` with `options`, from its start or
 * from `board`. Options at their defaults are left out; where leaving one out
 * would change the puzzle (a default that also sets the goal), it is written.
 */
export const formatCode = (
  entry: PuzzleEntry,
  options: PuzzleOptions,
  puzzle: Puzzle,
  board?: Board,
): string => {
  const essential = Object.fromEntries(
    essentialOptions(entry.params, options).map(([param, value]) => [param.name, value]),
  );
  const start = board ?? puzzle.start;
  const shortest = writeCode(entry, essential, puzzle, board);
  if (names(shortest, puzzle, start)) return shortest;
  const spelled: Record<string, OptionValue> = { ...essential };
  for (const param of entry.params) {
    if (
      (param.kind === 'integer' || param.kind === 'choice') &&
      spelled[param.name] === undefined
    ) {
      spelled[param.name] = param.default;
    }
  }
  const full = writeCode(entry, spelled, puzzle, board);
  return names(full, puzzle, start) ? full : shortest;
};

/**
 * The options that make the puzzle of `entry` and `options` start from
 * `board` instead (a position chosen in the analysis, an edited start).
 */
export const optionsFrom = (
  entry: PuzzleEntry,
  options: PuzzleOptions,
  puzzle: Puzzle,
  board: Board,
): PuzzleOptions => readCode(formatCode(entry, options, puzzle, board)).options;
