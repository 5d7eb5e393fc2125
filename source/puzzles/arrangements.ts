import type { Board } from './puzzle.js';

/**
 * How many boards hold the same pieces as `board` (empty cells included), in
 * any arrangement: size! / (count of each code)!. Exact while it stays below 2^53.
 */
export const arrangements = (board: Board): number => {
  const counts = new Map<number, number>();
  for (const code of board) counts.set(code, (counts.get(code) ?? 0) + 1);
  // Multiply in a binomial per kind: C(n, k) stays whole at every step.
  let placed = 0;
  let total = 1;
  for (const count of counts.values()) {
    for (let i = 1; i <= count; i++) total = (total * (placed + i)) / i;
    placed += count;
  }
  return Math.round(total);
};
