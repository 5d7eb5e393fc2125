/** Entries the heap makes room for at first; it doubles when full. */
const FIRST_ENTRIES = 1 << 10;

/**
 * A binary min-heap of position numbers by priority, in two typed arrays:
 * the open set of a best-first search. A position may be in it more than
 * once (pushed again on a shorter way); the search skips the stale entry.
 */
export class OpenHeap {
  size = 0;
  /** The most entries it has held at once. */
  peak = 0;
  private priorities = new Float64Array(FIRST_ENTRIES);
  private items = new Int32Array(FIRST_ENTRIES);

  /** Bytes an entry takes: its priority and its position's number. */
  static readonly BYTES_PER_ENTRY = 8 + 4;

  /** Bytes of the typed arrays it holds now. */
  get bytes(): number {
    return this.priorities.byteLength + this.items.byteLength;
  }

  /** The smallest priority in the heap (Infinity when empty). */
  get least(): number {
    return this.size === 0 ? Number.POSITIVE_INFINITY : this.priorities[0];
  }

  push(item: number, priority: number): void {
    if (this.size === this.items.length) this.grow();
    const { priorities, items } = this;
    let at = this.size++;
    if (this.size > this.peak) this.peak = this.size;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (priorities[parent] <= priority) break;
      priorities[at] = priorities[parent];
      items[at] = items[parent];
      at = parent;
    }
    priorities[at] = priority;
    items[at] = item;
  }

  /** Takes the item of least priority out (ties in no promised order); -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const { priorities, items } = this;
    const top = items[0];
    const last = --this.size;
    const priority = priorities[last];
    const item = items[last];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      if (child + 1 < last && priorities[child + 1] < priorities[child]) child++;
      if (priorities[child] >= priority) break;
      priorities[at] = priorities[child];
      items[at] = items[child];
      at = child;
    }
    priorities[at] = priority;
    items[at] = item;
    return top;
  }

  private grow(): void {
    const priorities = new Float64Array(this.items.length * 2);
    const items = new Int32Array(this.items.length * 2);
    priorities.set(this.priorities);
    items.set(this.items);
    this.priorities = priorities;
    this.items = items;
  }
}
