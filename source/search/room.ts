/** A typed array a search numbers its positions into, grown by doubling. */
type Numbered = Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>;

/**
 * `array`, or a copy twice as long (and more, if need be) when it holds fewer
 * than `length` entries: per-position arrays grow with the store, a doubling
 * now and then, nothing per position.
 */
export const withRoom = <T extends Numbered>(array: T, length: number): T => {
  if (length <= array.length) return array;
  let size = Math.max(1, array.length);
  while (size < length) size *= 2;
  const larger = new (array.constructor as new (size: number) => T)(size);
  larger.set(array);
  return larger;
};
