import { catalogue, findEntry } from '../puzzles/catalogue.js';
import { linePageTable } from '../puzzles/line/boards.js';
import type { PuzzleOptions } from '../puzzles/puzzle.js';
import type { Algorithm } from '../search/search-events.js';
import { defaultAlgorithm, solve } from '../search/solver.js';
import { count, perSecond } from '../text/format.js';

export type SolverRow = readonly string[];

/** The pages' own timings, in seconds, where they give one. */
const pageSeconds: Readonly<Record<string, string>> = {
  'flip-star iddfs': '11.5 s (Python)',
  'flip-star bfs': '0.066 s (Python)',
  'knights ida': '56 s (C, Pentium 166)',
  'line-1 ida': '0.22 s (PyPy)',
  'line-2 ida': '0.70 s (PyPy)',
  'line-3 ida': '138 s (PyPy)',
};

/** Page timings of the Line Puzzle table, same order as `linePageTable`. */
const linePageSeconds = [0.81, 0.2, 0.22, 0.036, 0.7, 0.003, 0.032, 0.016, 138.2, 0.41];

const measure = (
  label: string,
  id: string,
  options: PuzzleOptions,
  algorithm: Algorithm | undefined,
  page: string,
): SolverRow => {
  const entry = findEntry(id);
  if (!entry) throw new Error(`no puzzle ${id}`);
  const puzzle = entry.create(options);
  const chosen = algorithm ?? defaultAlgorithm(puzzle);
  const began = performance.now();
  const result = solve(puzzle, puzzle.start, chosen);
  const ms = performance.now() - began;
  return [
    label,
    chosen,
    String(result.moves?.length ?? '-'),
    count(result.nodes),
    ms.toFixed(1),
    perSecond(result.nodes, ms),
    page,
  ];
};

export const solverHeader = ['puzzle', 'algorithm', 'length', 'nodes', 'ms', 'nodes/s', 'page'];

/** Every catalogue solve with its default algorithm, plus the pages' named runs. */
export const catalogueRows = (): SolverRow[] => {
  const rows = catalogue.map((entry) => {
    const algorithm = defaultAlgorithm(entry.create({}));
    return measure(
      entry.id,
      entry.id,
      {},
      algorithm,
      pageSeconds[`${entry.id} ${algorithm}`] ?? '',
    );
  });
  rows.push(measure('flip-star', 'flip-star', {}, 'iddfs', pageSeconds['flip-star iddfs']));
  rows.push(measure('flip-star', 'flip-star', {}, 'bfs', pageSeconds['flip-star bfs']));
  rows.push(measure('knights', 'knights', {}, 'bidir', ''));
  rows.push(measure('frog-c', 'frog-c', {}, 'bfs', ''));
  return rows;
};

/** The page's table of Line Puzzle pairs. */
export const lineRows = (): SolverRow[] =>
  linePageTable.map(({ start, goal, pageLength }, index) =>
    measure(
      `${start}→${goal}`,
      'line',
      { start, goal },
      'ida',
      `${pageLength} in ${linePageSeconds[index]} s`,
    ),
  );
