/*
 * Positions one shard of a whole map finds in words another shard owns,
 * passed to that shard. Each ordered pair of shards has a ring in shared
 * memory that one shard writes and one reads, so every word of the map is
 * written by its owner alone, with plain stores: an atomic operation is a
 * full fence, and one per position cost more than the rest of its work.
 */

/** Entries per ring (a power of two) unless a map says otherwise. */
const RING = 1 << 16;
/** A sender makes its entries visible every this many. */
const PUBLISH_EVERY = 256;

/** The shared memory of every shard's mail (see `Mail`). */
export type MailBuffers = {
  /** Entries per ring, a power of two. */
  readonly size: number;
  readonly rings: SharedArrayBuffer;
  /** Per pair its tail (written by the sender) and head (by the receiver); per shard, done. */
  readonly ends: SharedArrayBuffer;
};

export const mailBuffers = (shards: number, size = RING): MailBuffers => ({
  size,
  rings: new SharedArrayBuffer(shards > 1 ? 4 * size * shards * shards : 4),
  ends: new SharedArrayBuffer(4 * (2 * shards * shards + shards)),
});

/** Empties every ring and clears every done flag: only while no shard runs. */
export const clearMail = (buffers: MailBuffers): void => {
  new Int32Array(buffers.ends).fill(0);
};

/** Where a shard's received positions go. */
export type Receiver = { take(index: number): void };

/** One shard's end of the rings: what it sends to the others and receives from them. */
export class Mail {
  private readonly rings: Int32Array;
  private readonly ends: Int32Array;
  /** Per receiver: entries this shard wrote, and how many of them it knows were read. */
  private readonly tails: Int32Array;
  private readonly heads: Int32Array;
  private readonly doneAt: number;
  private readonly size: number;

  constructor(
    buffers: MailBuffers,
    readonly shards: number,
    readonly me: number,
    /** Non-zero at [stop]: a shard waiting on another gives up. */
    private readonly control: Int32Array,
    private readonly stop: number,
  ) {
    this.rings = new Int32Array(buffers.rings);
    this.ends = new Int32Array(buffers.ends);
    this.tails = new Int32Array(shards);
    this.heads = new Int32Array(shards);
    this.doneAt = 2 * shards * shards;
    this.size = buffers.size;
  }

  /** A new layer: the rings were cleared (`clearMail`). */
  begin(): void {
    this.tails.fill(0);
    this.heads.fill(0);
  }

  /** Passes `index` to shard `to`; while its ring is full, takes in what this shard was sent. */
  send(to: number, index: number, receiver: Receiver): void {
    const pair = this.me * this.shards + to;
    const tail = this.tails[to];
    if (tail - this.heads[to] >= this.size) {
      this.publish();
      for (;;) {
        this.heads[to] = Atomics.load(this.ends, 2 * pair + 1);
        if (tail - this.heads[to] < this.size) break;
        if (Atomics.load(this.control, this.stop) !== 0) return;
        // A moment's sleep when nothing came: the receiver may be waiting for this core.
        if (this.receive(receiver) === 0) this.pause();
      }
    }
    this.rings[pair * this.size + (tail & (this.size - 1))] = index;
    this.tails[to] = tail + 1;
    if ((tail + 1) % PUBLISH_EVERY === 0) Atomics.store(this.ends, 2 * pair, tail + 1);
  }

  /** A twentieth of a millisecond's sleep (a single shard never waits). */
  pause(): void {
    Atomics.wait(this.control, this.stop, 0, 0.05);
  }

  /** Makes every entry sent so far visible to its receiver. */
  publish(): void {
    for (let to = 0; to < this.shards; to++) {
      if (to !== this.me)
        Atomics.store(this.ends, 2 * (this.me * this.shards + to), this.tails[to]);
    }
  }

  /** Hands every entry sent to this shard and visible to `receiver`; returns how many. */
  receive(receiver: Receiver): number {
    let received = 0;
    for (let from = 0; from < this.shards; from++) {
      if (from === this.me) continue;
      const pair = from * this.shards + this.me;
      const tail = Atomics.load(this.ends, 2 * pair);
      const head = this.ends[2 * pair + 1];
      if (tail === head) continue;
      for (let at = head; at < tail; at++)
        receiver.take(this.rings[pair * this.size + (at & (this.size - 1))]);
      Atomics.store(this.ends, 2 * pair + 1, tail);
      received += tail - head;
    }
    return received;
  }

  /** Says this shard sends no more this layer (see `takeLast`). */
  sayDone(): void {
    this.publish();
    Atomics.store(this.ends, this.doneAt + this.me, 1);
  }

  /**
   * After `sayDone`: takes in what was sent; -1 once every shard has said
   * done (all it sent is then in) or the map is stopped, else how many came.
   */
  takeLast(receiver: Receiver): number {
    let done = true;
    for (let shard = 0; shard < this.shards; shard++) {
      if (Atomics.load(this.ends, this.doneAt + shard) === 0) done = false;
    }
    // Read after the flags: whatever a shard sent before saying done is in.
    const received = this.receive(receiver);
    return done || Atomics.load(this.control, this.stop) !== 0 ? -1 : received;
  }
}
