/**
 * The known word a mistyped one most likely meant, for "did you mean":
 * the same word in another case, else the one closest in edits (insert,
 * delete, change, swap two neighbours) when that is at most a third of its
 * length (one edit for short words, never more than two) and no other is as close.
 */
export const nearest = (given: string, known: readonly string[]): string | undefined => {
  const lower = given.toLowerCase();
  const sameCase = known.find((word) => word.toLowerCase() === lower);
  if (sameCase !== undefined) return sameCase;
  const most = Math.min(2, Math.max(1, Math.floor(lower.length / 3)));
  let best: string | undefined;
  let bestEdits = most + 1;
  let tied = false;
  for (const word of known) {
    // A length this far apart needs more edits than allowed: no table for a 100 kB argument.
    if (Math.abs(word.length - lower.length) > most) continue;
    const edits = editsBetween(lower, word.toLowerCase());
    if (edits < bestEdits) {
      best = word;
      bestEdits = edits;
      tied = false;
    } else if (edits === bestEdits && word !== best) tied = true;
  }
  return tied ? undefined : best;
};

/** Optimal string alignment distance: edits with neighbours swapped counted as one. */
const editsBetween = (a: string, b: string): number => {
  const width = b.length + 1;
  let beforeLast = new Uint16Array(width);
  let last = Uint16Array.from({ length: width }, (_, j) => j);
  let now = new Uint16Array(width);
  for (let i = 1; i <= a.length; i++) {
    now[0] = i;
    for (let j = 1; j < width; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let edits = Math.min(last[j] + 1, now[j - 1] + 1, last[j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        edits = Math.min(edits, beforeLast[j - 2] + 1);
      }
      now[j] = edits;
    }
    [beforeLast, last, now] = [last, now, beforeLast];
  }
  return last[b.length];
};
