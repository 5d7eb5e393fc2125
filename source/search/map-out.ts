import {
  acrossPairs,
  bitCount,
  FRESH_SLOT_SHIFT,
  GROUP_MARKS,
  GROUPS_PER_WORD,
  groupsOf,
  markedIn,
  markFresh,
  markFreshGroups,
  markOf,
  marksAt,
  POSITIONS_PER_WORD,
  pairsIn,
  pairsOf,
  REPEATED,
  sampleAll,
  unreachedIn,
  WORDS_PER_FRESH_SLOT,
} from './map-layer.js';
import type { Receiver } from './map-mail.js';
import type { Reservoir } from './map-reservoir.js';
import type { ShardContext } from './map-shard-context.js';

/** Words between looks at what other shards sent (one less than a power of two, and past 7). */
const RECEIVE_EVERY = 255;
/** Positions waiting to be marked at once (see `settle`). */
const PENDING = 512;

/**
 * Layer `layer` → layer + 1 searched out from the positions of layer's mark
 * in the groups that gained one last layer (see `MapArrays.fresh`), in the
 * words this shard owns. Pairs (`StepPairs`) are marked a word at a time; the
 * other neighbours this shard owns wait in `pending` and are marked in
 * batches; those of another shard are sent to it (map-mail.ts), and what the
 * others send is marked here the same way.
 */
export class OutLayer implements Receiver {
  found = 0;
  looked = 0;
  private readonly pending = new Int32Array(PENDING);
  private readonly read = new Int32Array(PENDING);
  private count = 0;
  private readonly next: number;
  /** Owners go by chunk: a position's chunk is its index shifted by this. */
  private readonly chunkShift: number;

  constructor(
    private readonly context: ShardContext,
    private readonly layer: number,
    chunkWords: number,
    /** The marks of a word where positions of `layer` may lie (`LayerOrder.side`). */
    private readonly side: number,
    private readonly samples: Reservoir,
    /** Room for a position's neighbours (`mostNeighbours`). */
    private readonly out: Int32Array,
  ) {
    this.next = markOf(layer + 1);
    this.chunkShift = Math.log2(chunkWords * POSITIONS_PER_WORD);
  }

  /** A position this shard owns, one move from layer `layer`: marked if not reached yet. */
  take(index: number): void {
    this.pending[this.count++] = index;
    if (this.count === PENDING) this.settle();
  }

  /** Marks the pending positions not reached yet: the reads first, with no branch between them to wait on. */
  private settle(): void {
    const { pending, read, count, next, samples } = this;
    const { words, fresh } = this.context;
    for (let at = 0; at < count; at++) read[at] = words[pending[at] >>> 4];
    for (let at = 0; at < count; at++) {
      const index = pending[at];
      const shift = (index & 15) << 1;
      if (((read[at] >>> shift) & 3) !== 0) continue;
      // Read again: an earlier one of the batch may have marked it.
      const value = words[index >>> 4];
      if (((value >>> shift) & 3) !== 0) continue;
      words[index >>> 4] = value | (next << shift);
      this.found++;
      samples.add(index);
      markFresh(fresh, this.layer + 1, index);
    }
    this.count = 0;
  }

  /** Expands the positions of layer `layer` in words [from, to), then takes in what was sent. */
  expand(from: number, to: number): void {
    const { space, words, fresh, mail } = this.context;
    const { layer, chunkShift, out, side } = this;
    const { shards, me } = mail;
    const pairs = pairsOf(space);
    const pairBits = pairsIn(pairs);
    const pattern = REPEATED[markOf(layer)];
    const current = (layer & 1) * (fresh.length >>> 1);
    // The fresh slots' shape in locals: the build makes the module's constants
    // `var`s, read again in the loop after every call.
    const slotShift = FRESH_SLOT_SHIFT;
    const inSlot = WORDS_PER_FRESH_SLOT - 1;
    const perWord = GROUPS_PER_WORD;
    const wordGroups = (1 << perWord) - 1;
    for (let word = from; word < to; word++) {
      // What the others sent is taken in often, so that their rings seldom fill.
      if ((word & RECEIVE_EVERY) === 0 && shards > 1) mail.receive(this);
      const flags = fresh[current + (word >>> slotShift)];
      if (flags === 0) {
        word |= inSlot;
        continue;
      }
      const groups = (flags >>> ((word & inSlot) * perWord)) & wordGroups;
      if (groups === 0) continue;
      const value = words[word];
      // Of the positions with layer's mark in its groups, those on its side:
      // layer - 3's (the same mark) are on the other.
      let match = markedIn(value, pattern) & GROUP_MARKS[groups] & side;
      const beside = acrossPairs(match, pairBits) & unreachedIn(value);
      if (beside !== 0) this.markBeside(word, beside);
      while (match !== 0) {
        const bit = 31 - Math.clz32(match & -match);
        match &= match - 1;
        this.looked++;
        const count = pairs.others(word * POSITIONS_PER_WORD + (bit >>> 1), out);
        for (let at = 0; at < count; at++) {
          const chunk = out[at] >>> chunkShift;
          const owner = shards === 1 ? me : shards === 2 ? chunk & 1 : chunk % shards;
          if (owner === me) this.take(out[at]);
          else mail.send(owner, out[at], this);
        }
      }
    }
    this.settle();
    mail.publish();
    mail.receive(this);
  }

  /** Marks `beside` (positions of `word`, low bits) where they are not reached yet. */
  private markBeside(word: number, beside: number): void {
    const { words, fresh } = this.context;
    const now = words[word];
    const gained = beside & unreachedIn(now);
    if (gained === 0) return;
    words[word] = now | marksAt(gained, this.next);
    this.found += bitCount(gained);
    sampleAll(this.samples, word, gained);
    markFreshGroups(fresh, this.layer + 1, word, groupsOf(gained));
  }

  /** This shard's words are done: marks what waits and tells the others (then `takeLast`). */
  sayDone(): void {
    this.settle();
    this.context.mail.sayDone();
  }

  /**
   * Marks what the others still send: -1 once they are all done too (the
   * last of it marked), else how many positions came.
   */
  takeLast(): number {
    const received = this.context.mail.takeLast(this);
    if (received < 0) this.settle();
    return received;
  }
}
