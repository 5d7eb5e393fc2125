/**
 * A uniform sample of the positions a shard finds in one layer, all of them
 * while there are at most `capacity` (reservoir sampling by skips, Li's
 * algorithm L: past the first `capacity`, most positions only count down).
 */

/** A skip past this is as good as endless: no shard's layer holds so many positions. */
const LONGEST_SKIP = 2 ** 30;

/*
 * Each number field keeps one kind of number for the object's life: small
 * integers (the state as a signed 32-bit word, the skip capped), the weight
 * a fraction from the start. A field that held a small integer and later a
 * fraction changes the hidden class of every reservoir, and the map's
 * compiled scan, which marks into one, kept leaving its optimised code for
 * the old class at every chunk (thousands of times a map).
 */
export class Reservoir {
  readonly kept: number[] = [];
  /** Positions offered. */
  seen = 0;
  /** Positions to pass over before the next one replaces a kept one. */
  private skip = 0;
  /** Li's W; not a number until the sample is full. */
  private weight = Number.NaN;
  private state: number;

  constructor(
    readonly capacity: number,
    seed: number,
  ) {
    this.state = seed | 0 || 1;
  }

  add(index: number): void {
    this.seen++;
    if (this.kept.length < this.capacity) {
      this.kept.push(index);
      if (this.kept.length === this.capacity) this.nextSkip();
    } else if (this.skip > 0) {
      this.skip--;
    } else {
      this.kept[Math.floor(this.uniform() * this.capacity)] = index;
      this.nextSkip();
    }
  }

  private nextSkip(): void {
    const factor = Math.exp(Math.log(this.uniform()) / this.capacity);
    this.weight = Number.isNaN(this.weight) ? factor : this.weight * factor;
    const skip = Math.floor(Math.log(this.uniform()) / Math.log(1 - this.weight));
    this.skip = Math.min(LONGEST_SKIP, skip);
  }

  /** In (0, 1): xorshift32, cheap, and the sample only has to be fair, not secret. */
  private uniform(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return ((x >>> 0) + 1) / 4294967297;
  }
}
