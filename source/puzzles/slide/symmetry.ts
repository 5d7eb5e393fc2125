/** Symmetries of a square tray, as cell maps: 0 identity, 1..3 quarter turns, 4..7 those mirrored. */
export const symmetry = (side: number, which: number): Int8Array => {
  const map = new Int8Array(side * side);
  for (let cell = 0; cell < side * side; cell++) {
    let row = Math.floor(cell / side);
    let col = cell % side;
    if (which >= 4) col = side - 1 - col;
    for (let turn = 0; turn < which % 4; turn++) [row, col] = [col, side - 1 - row];
    map[cell] = row * side + col;
  }
  return map;
};

/** Left and right change places (see `symmetry`). */
export const MIRROR = 4;

/** `outer` after `inner`. */
export const compose = (outer: Int8Array, inner: Int8Array): Int8Array =>
  inner.map((cell) => outer[cell]);

export const invert = (map: Int8Array): Int8Array => {
  const inverse = new Int8Array(map.length);
  map.forEach((to, from) => {
    inverse[to] = from;
  });
  return inverse;
};

const isInvolution = (map: Int8Array): boolean =>
  compose(map, map).every((cell, at) => cell === at);

/**
 * The symmetries a goal with its blank on `blank` is read through: one that
 * takes cell 0 there (or none), and, where a mirror in a diagonal keeps the
 * blank in place, that mirror after it too.
 */
export const goalSymmetries = (
  side: number,
  blank: number,
): { readonly toGoal: Int8Array; readonly reflections: readonly Int8Array[] } => {
  const maps = Array.from({ length: 8 }, (_, which) => symmetry(side, which));
  const mirror = maps.find((map, which) => which > 0 && map[blank] === blank && isInvolution(map));
  return {
    toGoal: maps.find((map) => map[0] === blank) ?? maps[0],
    reflections: mirror ? [maps[0], mirror] : [maps[0]],
  };
};
