type TypedArrayOf<T> = {
  readonly BYTES_PER_ELEMENT: number;
  new (buffer: ArrayBuffer): T;
};

/**
 * A typed array of `from` elements (or a copy of `from`) over an ArrayBuffer
 * of its own. V8 keeps a small typed array's elements (64 bytes at most)
 * inside the object, which the collector moves, so compiled code reads where
 * they are, and the length, at every access; over an ArrayBuffer they stay
 * put, and code compiled for one array it always reads holds both as
 * constants (the search passes' state).
 */
export const pinnedArray = <
  T extends Int8Array | Uint8Array | Uint16Array | Int32Array | Float64Array,
>(
  kind: TypedArrayOf<T>,
  from: number | ArrayLike<number>,
): T => {
  const length = typeof from === 'number' ? from : from.length;
  const array = new kind(new ArrayBuffer(length * kind.BYTES_PER_ELEMENT));
  if (typeof from !== 'number') array.set(from);
  return array;
};
