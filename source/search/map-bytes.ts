/** Bytes of a pointer or a small integer in V8's tables on a 64-bit build. */
const WORD = 8;

/**
 * Bytes of a JavaScript `Map` holding `entries` numbers or short keys, as V8
 * lays it out: an ordered hash table whose capacity is a power of two at
 * least the entries (4 at the least), three words an entry (key, value, the
 * next in its bucket) and a bucket word for every two entries of capacity.
 * Searches that keep a `Map` count it so, beside their typed arrays.
 */
export const mapBytes = (entries: number): number => {
  if (entries === 0) return 0;
  let capacity = 4;
  while (capacity < entries) capacity *= 2;
  return capacity * 3 * WORD + (capacity / 2) * WORD;
};
