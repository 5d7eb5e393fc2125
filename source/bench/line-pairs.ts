import { seededRandom } from '../util/random.js';

const PIECES = 'AAAABBBCCCCDDDD';
const CORNER = 3;

/** Random Line Puzzle boards with the empty cell in the corner, the page's convention. */
export const randomLinePairs = (count: number, seed: number): { start: string; goal: string }[] => {
  const random = seededRandom(seed);
  const board = (): string => {
    const cells = [...PIECES];
    for (let i = cells.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    cells.splice(CORNER, 0, '.');
    return cells.join('');
  };
  return Array.from({ length: count }, () => ({ start: board(), goal: board() }));
};
