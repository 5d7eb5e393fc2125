import type { Board } from '../puzzle.js';
import { pegWords } from './words.js';

const GROUPS = 3;

/**
 * The page's parity argument. Holes fall in three groups such that the three
 * holes of every jump lie in different groups, so a jump changes the parity of
 * each group's peg count and of the total; (group count + total) mod 2 never
 * changes. With one peg left exactly one group has the total's parity: the
 * group of that peg. Returns why `board` can never get there, or null.
 * `target` is the hole the last peg must end in, or −1 for anywhere.
 */
export const parityReason = (groupOf: Uint8Array, board: Board, target: number): string | null => {
  const counts = new Array<number>(GROUPS).fill(0);
  let total = 0;
  for (let hole = 0; hole < board.length; hole++) {
    if (board[hole] === 0) continue;
    counts[groupOf[hole]]++;
    total++;
  }
  const agreeing = counts.flatMap((count, group) => ((count - total) % 2 === 0 ? [group] : []));
  const say = pegWords();
  const tally = say.tally(counts.join('/'), total);
  const totalParity = total % 2 === 0 ? say.even : say.odd;
  if (agreeing.length === 0) return say.noneAgrees(tally, totalParity);
  if (agreeing.length > 1) {
    return say.manyAgree(tally, say.groups(agreeing), agreeing.length === GROUPS, totalParity);
  }
  const [lastGroup] = agreeing;
  if (target >= 0 && groupOf[target] !== lastGroup) {
    return say.otherGroup(tally, lastGroup, totalParity, target, groupOf[target]);
  }
  return null;
};
