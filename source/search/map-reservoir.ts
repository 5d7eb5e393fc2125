/**
 * A uniform sample of the positions a shard finds in one layer, all of them
 * while there are at most `capacity` (reservoir sampling by skips, Li's
 * algorithm L: past the first `capacity`, most positions only count down).
 */
export class Reservoir {
  readonly kept: number[] = [];
  /** Positions offered. */
  seen = 0;
  /** Positions to pass over before the next one replaces a kept one. */
  private skip = 0;
  private weight = 1;
  private state: number;

  constructor(
    readonly capacity: number,
    seed: number,
  ) {
    this.state = seed >>> 0 || 1;
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
    this.weight *= Math.exp(Math.log(this.uniform()) / this.capacity);
    this.skip = Math.floor(Math.log(this.uniform()) / Math.log(1 - this.weight));
  }

  /** In (0, 1): xorshift32, cheap, and the sample only has to be fair, not secret. */
  private uniform(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return (this.state + 1) / 4294967297;
  }
}
