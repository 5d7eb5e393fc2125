import type { Board } from '../puzzle.js';

const GROUPS = 3;

const listGroups = (groups: readonly number[]): string => {
  if (groups.length === 1) return `group ${groups[0]}`;
  const head = groups.slice(0, -1).join(', ');
  return `groups ${head} and ${groups[groups.length - 1]}`;
};

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
  const tally = `groups 0/1/2 hold ${counts.join('/')} of ${total} pegs`;
  const totalParity = total % 2 === 0 ? 'even' : 'odd';
  if (agreeing.length === 0) {
    return `parity: ${tally}; no group is ${totalParity} like the total, but the last peg's group must be, so one peg can never remain`;
  }
  if (agreeing.length > 1) {
    const all = agreeing.length === GROUPS ? 'all ' : '';
    return `parity: ${tally}; ${listGroups(agreeing)} are ${all}${totalParity} like the total, but only the last peg's group can be, so one peg can never remain`;
  }
  const [lastGroup] = agreeing;
  if (target >= 0 && groupOf[target] !== lastGroup) {
    return `parity: ${tally}; only group ${lastGroup} is ${totalParity} like the total, so the last peg ends in group ${lastGroup}, never in hole ${target} (group ${groupOf[target]})`;
  }
  return null;
};
