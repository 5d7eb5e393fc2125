import type { Board, Puzzle } from '../puzzles/puzzle.js';

/** Slots of the index start at this many and double whenever half are taken. */
const FIRST_SLOTS = 1 << 10;

/**
 * Positions a search keeps, packed into 32-bit words (as few bits a cell as
 * its piece codes need) in the order they were added, with an open-addressing
 * index from a position to its number. Everything lives in typed arrays, so
 * what it holds is exactly `bytes` and adding a position allocates nothing
 * but the occasional doubling.
 */
export class PositionStore {
  /** Positions stored; they are numbered 0 … count-1 in the order added. */
  count = 0;
  /** True when the last `add` stored a new position, false when it found one there. */
  added = false;
  private readonly cellCount: number;
  private readonly bits: number;
  private readonly cellsPerWord: number;
  private readonly width: number;
  private readonly packed: Uint32Array;
  /** Each cell's word of a packed position, and its place in that word. */
  private readonly wordOf: Uint8Array;
  private readonly shiftOf: Uint8Array;
  private words: Uint32Array;
  private slots: Int32Array;

  constructor(puzzle: Pick<Puzzle, 'cellCount' | 'pieces'>) {
    const radix = Math.max(1, ...puzzle.pieces.map((piece) => piece.code)) + 1;
    this.cellCount = puzzle.cellCount;
    this.bits = Math.max(1, Math.ceil(Math.log2(radix)));
    this.cellsPerWord = Math.floor(32 / this.bits);
    this.width = Math.ceil(this.cellCount / this.cellsPerWord);
    this.packed = new Uint32Array(this.width);
    this.wordOf = new Uint8Array(this.cellCount);
    this.shiftOf = new Uint8Array(this.cellCount);
    for (let cell = 0; cell < this.cellCount; cell++) {
      this.wordOf[cell] = Math.floor(cell / this.cellsPerWord);
      this.shiftOf[cell] = (cell % this.cellsPerWord) * this.bits;
    }
    this.words = new Uint32Array(FIRST_SLOTS * this.width);
    this.slots = new Int32Array(FIRST_SLOTS).fill(-1);
  }

  /**
   * Bytes each stored position takes: its packed words, and the two slots of
   * the index it accounts for (the index is never more than half full).
   */
  get bytesPerPosition(): number {
    return this.width * 4 + 2 * 4;
  }

  /** Bytes of the typed arrays it holds now, the room made ahead for more included. */
  get bytes(): number {
    return this.words.byteLength + this.slots.byteLength + this.packed.byteLength;
  }

  /** The number of `board`, stored now if it was not (`added` says which). */
  add(board: Board): number {
    this.pack(board);
    const { width, packed, words } = this;
    const mask = this.slots.length - 1;
    let slot = this.hash(packed, 0) & mask;
    for (;;) {
      const index = this.slots[slot];
      if (index < 0) break;
      if (this.sameAt(index)) {
        this.added = false;
        return index;
      }
      slot = (slot + 1) & mask;
    }
    const index = this.count++;
    if ((index + 1) * width > words.length) {
      const larger = new Uint32Array(words.length * 2);
      larger.set(words);
      this.words = larger;
    }
    const base = index * width;
    for (let word = 0; word < width; word++) this.words[base + word] = packed[word];
    this.slots[slot] = index;
    if (this.count * 2 > this.slots.length) this.grow();
    this.added = true;
    return index;
  }

  /** The number of `board`, or -1 when it is not stored. */
  find(board: Board): number {
    this.pack(board);
    const mask = this.slots.length - 1;
    for (let slot = this.hash(this.packed, 0) & mask; ; slot = (slot + 1) & mask) {
      const index = this.slots[slot];
      if (index < 0 || this.sameAt(index)) return index;
    }
  }

  /** Writes position `index` into `board`. */
  positionAt(index: number, board: Board): void {
    const { bits, width, words, cellCount, wordOf, shiftOf } = this;
    const cellMask = (1 << bits) - 1;
    const base = index * width;
    for (let cell = 0; cell < cellCount; cell++) {
      board[cell] = (words[base + wordOf[cell]] >>> shiftOf[cell]) & cellMask;
    }
  }

  private pack(board: Board): void {
    const { packed, cellCount, width, wordOf, shiftOf } = this;
    for (let word = 0; word < width; word++) packed[word] = 0;
    for (let cell = 0; cell < cellCount; cell++)
      packed[wordOf[cell]] |= board[cell] << shiftOf[cell];
  }

  private sameAt(index: number): boolean {
    const { width, words, packed } = this;
    const base = index * width;
    for (let word = 0; word < width; word++) if (words[base + word] !== packed[word]) return false;
    return true;
  }

  /** A well-mixed 32-bit hash of the `width` words from `at` in `source`. */
  private hash(source: Uint32Array, at: number): number {
    let hash = 0x811c9dc5;
    for (let word = 0; word < this.width; word++) {
      hash = Math.imul(hash ^ source[at + word], 0x9e3779b1);
      hash ^= hash >>> 15;
    }
    hash = Math.imul(hash ^ (hash >>> 13), 0x85ebca6b);
    return (hash ^ (hash >>> 16)) >>> 0;
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let index = 0; index < this.count; index++) {
      let slot = this.hash(this.words, index * this.width) & mask;
      while (slots[slot] >= 0) slot = (slot + 1) & mask;
      slots[slot] = index;
    }
    this.slots = slots;
  }
}
