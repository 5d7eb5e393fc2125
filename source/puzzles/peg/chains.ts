import { type Board, InputError, type Move } from '../puzzle.js';
import type { PegBoard } from './boards.js';
import { pegWords } from './words.js';

/*
 * A move is a chain of one or more jumps by the same peg. Every chain a board
 * could ever hold — a walk of jumps whose jumped holes are all different and
 * never a hole the peg stood on (a jumped peg is gone, a hole left is empty)
 * — is numbered once, when the board is prepared, as a node of a trie kept in
 * typed arrays: node h < size is "the peg in hole h, before it jumps"; every
 * other node is its parent's chain and one jump more. A move is its node's
 * number. The trie is made in one fixed order, so a move means the same chain
 * in every thread and process; it holds any board whose chains number at most
 * CHAIN_LIMIT, and listing, playing and taking back a chain allocate nothing.
 */

/** The most chains a board may have (every walk counted): its trie then takes ~20 MB. */
export const CHAIN_LIMIT = 1 << 20;
/** Boards up to this many holes get their exact `mostChains` by listing every position. */
const EXACT_HOLES = 16;
const PEG = 1;

export type ChainTables = {
  readonly size: number;
  /** Jump-table slots per hole: hole h's jumps are slots h*directions .. + jumpCount[h] − 1. */
  readonly directions: number;
  readonly jumpCount: Uint8Array;
  readonly over: Int32Array;
  readonly to: Int32Array;
  /** Nodes of the trie (the `size` roots included). */
  readonly nodes: number;
  readonly parent: Int32Array;
  /** The hole the chain starts from. */
  readonly start: Int32Array;
  /** The hole the chain ends on (a root: its own hole). */
  readonly landing: Int32Array;
  /** The hole its last jump jumped (−1 for a root). */
  readonly jumped: Int32Array;
  /** The chain one jump longer by slot `node*directions + direction`, or −1. */
  readonly child: Int32Array;
};

type JumpTable = Pick<ChainTables, 'size' | 'directions' | 'jumpCount' | 'over' | 'to'>;

const jumpTable = (peg: PegBoard): JumpTable => {
  const { size } = peg;
  const directions = Math.max(1, ...peg.jumps.map((list) => list.length));
  const jumpCount = new Uint8Array(size);
  const over = new Int32Array(size * directions);
  const to = new Int32Array(size * directions);
  peg.jumps.forEach((list, hole) => {
    jumpCount[hole] = list.length;
    list.forEach(([overHole, toHole], direction) => {
      over[hole * directions + direction] = overHole;
      to[hole * directions + direction] = toHole;
    });
  });
  return { size, directions, jumpCount, over, to };
};

/**
 * Walks every chain of the board depth first from hole 0, calling `visit` for
 * each with its parent chain's number, its direction and where it lands; the
 * chains are numbered in this order, after the `size` roots. Stops (returning
 * false) past `limit` chains.
 */
const walkChains = (
  { size, directions, jumpCount, over, to }: JumpTable,
  limit: number,
  visit: (
    node: number,
    parent: number,
    direction: number,
    from: number,
    overHole: number,
    landing: number,
  ) => void,
): boolean => {
  const stood = new Uint8Array(size);
  const gone = new Uint8Array(size);
  let nodes = size;
  const grow = (node: number, from: number, hole: number): boolean => {
    for (let direction = 0; direction < jumpCount[hole]; direction++) {
      const slot = hole * directions + direction;
      const overHole = over[slot];
      if (gone[overHole] || stood[overHole]) continue;
      if (nodes - size >= limit) return false;
      const target = to[slot];
      const next = nodes++;
      visit(next, node, direction, from, overHole, target);
      gone[overHole] = 1;
      const before = stood[target];
      stood[target] = 1;
      const grown = grow(next, from, target);
      stood[target] = before;
      gone[overHole] = 0;
      if (!grown) return false;
    }
    return true;
  };
  for (let hole = 0; hole < size; hole++) {
    stood[hole] = 1;
    const grown = grow(hole, hole, hole);
    stood[hole] = 0;
    if (!grown) return false;
  }
  return true;
};

/** Numbers every chain of the board (see above); a board with more than CHAIN_LIMIT is bad input. */
export const chainTables = (peg: PegBoard): ChainTables => {
  const table = jumpTable(peg);
  const { size, directions } = table;
  let chains = 0;
  const counted = walkChains(table, CHAIN_LIMIT, () => {
    chains++;
  });
  if (!counted) {
    throw new InputError(pegWords().tooManyChains(size, CHAIN_LIMIT.toLocaleString('en-US')));
  }
  const nodes = size + chains;
  const parent = new Int32Array(nodes).fill(-1);
  const start = new Int32Array(nodes);
  const landing = new Int32Array(nodes);
  const jumped = new Int32Array(nodes).fill(-1);
  const child = new Int32Array(nodes * directions).fill(-1);
  for (let hole = 0; hole < size; hole++) {
    start[hole] = hole;
    landing[hole] = hole;
  }
  walkChains(table, CHAIN_LIMIT, (node, up, direction, from, overHole, target) => {
    parent[node] = up;
    start[node] = from;
    landing[node] = target;
    jumped[node] = overHole;
    child[up * directions + direction] = node;
  });
  return { ...table, nodes, parent, start, landing, jumped, child };
};

/**
 * The chain from `from` whose jump directions are given last jump first
 * (`lastFirst[0]` is the direction of the last jump), as a chain walked back reads them.
 */
export const packChainLastFirst = (
  tables: ChainTables,
  from: number,
  lastFirst: Uint8Array,
  jumps: number,
): Move => {
  let node = from;
  for (let index = jumps - 1; index >= 0; index--) {
    node = tables.child[node * tables.directions + lastFirst[index]];
    if (node < 0) throw new Error(`no chain from hole ${from} takes those jumps`);
  }
  return node;
};

/** Plays a chain: its start and every jumped hole empty, its last landing hole full. */
export const applyChain = (tables: ChainTables, board: Board, move: Move): void => {
  const { size, parent, jumped } = tables;
  board[tables.start[move]] = 0;
  for (let node = move; node >= size; node = parent[node]) board[jumped[node]] = 0;
  board[tables.landing[move]] = PEG;
};

/**
 * Takes a chain back. Every jumped hole and the start held a peg before the
 * chain, and any other hole it landed on was empty, so clearing the last
 * landing first and then refilling the rest restores the board even when the
 * chain ends where it began or on a hole it jumped.
 */
export const undoChain = (tables: ChainTables, board: Board, move: Move): void => {
  const { size, parent, jumped } = tables;
  board[tables.landing[move]] = 0;
  board[tables.start[move]] = PEG;
  for (let node = move; node >= size; node = parent[node]) board[jumped[node]] = PEG;
};

/** The page's way of writing a chain: [from, to1, to2, …]. */
export const chainNotation = (tables: ChainTables, move: Move): number[] => {
  const cells: number[] = [];
  let node = move;
  for (; node >= tables.size; node = tables.parent[node]) cells.push(tables.landing[node]);
  cells.push(node);
  return cells.reverse();
};

/**
 * Lists every chain of a position, depth first over the jumping peg's
 * continuations, so every prefix of a chain is listed as a move too. The
 * jumping peg is lifted off the board while its chains are explored.
 */
export class ChainLister {
  private board: Board = new Uint8Array(0);
  private out: Int32Array | null = null;
  private found = 0;

  constructor(private readonly tables: ChainTables) {}

  /** Writes every chain into `out` (or only counts them when `out` is null); returns how many. */
  list(board: Board, out: Int32Array | null): number {
    this.board = board;
    this.out = out;
    this.found = 0;
    for (let from = 0; from < this.tables.size; from++) {
      if (board[from] !== PEG) continue;
      board[from] = 0;
      this.extend(from, from);
      board[from] = PEG;
    }
    return this.found;
  }

  /** `node` is the chain so far, standing on `hole`. */
  private extend(node: number, hole: number): void {
    const { board, tables } = this;
    const { directions } = tables;
    const first = hole * directions;
    for (let direction = 0; direction < tables.jumpCount[hole]; direction++) {
      const over = tables.over[first + direction];
      const to = tables.to[first + direction];
      if (board[over] !== PEG || board[to] !== 0) continue;
      // A legal jump never jumps a hole the peg stood on or jumped, so its chain is numbered.
      const chain = tables.child[node * directions + direction];
      if (this.out !== null) this.out[this.found] = chain;
      this.found++;
      board[over] = 0;
      this.extend(chain, to);
      board[over] = PEG;
    }
  }
}

/**
 * The most chains any position has. Up to EXACT_HOLES holes it is exact, found
 * by listing every one of the 2^size positions (8,192 for 13 holes); larger
 * boards take every chain numbered, a sound bound found without listing positions.
 */
export const mostChains = (tables: ChainTables): number => {
  if (tables.size > EXACT_HOLES) return tables.nodes - tables.size;
  const lister = new ChainLister(tables);
  const board = new Uint8Array(tables.size);
  let most = 0;
  for (let pattern = 0; pattern < 1 << tables.size; pattern++) {
    for (let hole = 0; hole < tables.size; hole++) board[hole] = (pattern >> hole) & 1;
    most = Math.max(most, lister.list(board, null));
  }
  return most;
};
