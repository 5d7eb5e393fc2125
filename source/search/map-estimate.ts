/**
 * How long the rest of a whole map will take (see `buildWholeMap`), revised
 * at every report: pure, handed the layers done and the clock. A layer's work
 * is the positions it looks at — its frontier while searching out, every
 * position not reached yet while searching back (map-layer.ts) — and the
 * finished layers say how fast work goes. The layers to come are foretold
 * from how the last layers grew or shrank; the layer under way is never
 * said to end sooner than its own pace so far allows, so an estimate that
 * was short grows instead of sitting at "1 s left".
 */

/** A finished layer: what it found, the positions it looked at, how long it took. */
export type LayerDone = { readonly found: number; readonly looked: number; readonly ms: number };

export type MapSoFar = {
  /** Positions in the space. */
  readonly positions: number;
  /** Positions reached so far (goals included). */
  readonly reached: number;
  /** Positions in each layer found so far, from the goals' (layer 0) on. */
  readonly histogram: readonly number[];
  /** The layers finished, in order. */
  readonly done: readonly LayerDone[];
  /** The layer under way: its direction, the share of its chunks scanned, its time so far. */
  readonly current: {
    readonly direction: 'out' | 'back';
    readonly fraction: number;
    readonly ms: number;
  };
  /** Time since the map began. */
  readonly ms: number;
};

export type MapEstimate = {
  /** The time left, once there is enough to tell. */
  readonly leftMs: number | undefined;
  /** Of the whole map's time, 0..1, as the estimate has it (the bar and the percentage). */
  readonly share: number | undefined;
};

/** Finished layers with this little work say nothing about the pace. */
const FEWEST_LOOKED = 10_000;
/** Foretold layers stop here: a shrinking tail ends long before. */
const MOST_LAYERS = 200;
/**
 * Past the peak a layer is foretold to find at most this share of what is
 * left, and the layers after it to shrink by this much each.
 */
const TAIL_RATIO = 0.5;

/** Milliseconds per position looked at, over the finished layers that did enough work. */
const paceOf = (done: readonly LayerDone[]): number | undefined => {
  const telling = done.filter((layer) => layer.looked >= FEWEST_LOOKED);
  const looked = telling.reduce((sum, layer) => sum + layer.looked, 0);
  const ms = telling.reduce((sum, layer) => sum + layer.ms, 0);
  return looked > 0 && ms > 0 ? ms / looked : undefined;
};

/**
 * The work of the layers after the current one: each finds as many as the
 * one before times the last growth, never more than half of what is left (then
 * halving), and looks at its frontier going out, or at every position left
 * going back.
 */
const workAhead = (so: MapSoFar): number => {
  const { histogram } = so;
  const last = histogram[histogram.length - 1] ?? 0;
  const before = histogram[histogram.length - 2] ?? 0;
  let ratio = before > 0 ? last / before : TAIL_RATIO;
  let unreached = so.positions - so.reached;
  let frontier = last;
  let direction = so.current.direction;
  let work = 0;
  for (let layer = 0; layer < MOST_LAYERS; layer++) {
    const grown = frontier * ratio;
    const found = Math.min(unreached * TAIL_RATIO, grown);
    if (found < 1) break;
    // Out of positions to grow into: the peak is passed and the layers shrink.
    if (grown > found) ratio = Math.min(ratio, TAIL_RATIO);
    unreached -= found;
    frontier = found;
    if (direction === 'out' && unreached < frontier) direction = 'back';
    work += direction === 'out' ? frontier : unreached;
  }
  return work;
};

export const mapEstimate = (so: MapSoFar): MapEstimate => {
  const pace = paceOf(so.done);
  if (pace === undefined) return { leftMs: undefined, share: undefined };
  const { current } = so;
  const currentWork =
    current.direction === 'out'
      ? (so.histogram[so.histogram.length - 1] ?? 0)
      : so.positions - so.reached;
  const fraction = Math.min(1, Math.max(0, current.fraction));
  const foretold = currentWork * pace * (1 - fraction);
  // The layer's own pace so far, once a tenth of it is scanned.
  const ownPace = fraction >= 0.1 ? (current.ms / fraction) * (1 - fraction) : 0;
  const leftMs = Math.max(foretold, ownPace) + workAhead(so) * pace;
  return { leftMs, share: so.ms / (so.ms + leftMs) };
};

/** A share done in whole percent, as a bar of `cells` fills it: the two always agree. */
export const sharePercent = (share: number): number =>
  Math.round(Math.max(0, Math.min(1, share)) * 100);

/** The cells of a bar of `cells` filled for `share`, by the same percentage. */
export const shareCells = (share: number, cells: number): number =>
  Math.round((sharePercent(share) / 100) * cells);
