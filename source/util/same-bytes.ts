const bytesOf = (array: Uint8Array): Buffer =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength);

/** Whether `a` and `b` hold the same bytes (compared natively: a stored table against its build). */
export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => bytesOf(a).equals(bytesOf(b));
