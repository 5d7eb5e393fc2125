/**
 * The one small interface every puzzle answers. Search, drawing, keys and the
 * command line know puzzles only through these types.
 *
 * A position is a Uint8Array with one value per cell; 0 is always an empty cell.
 * A move is a non-negative integer whose meaning belongs to the puzzle; most
 * puzzles use `encodeFromTo(from, to)`.
 */

import type { Board, Move } from './board-move.js';
import type { NamedBound } from './bounds.js';
import type { ParamDeclaration, Preset, PuzzleOptions } from './params.js';
import type { PositionSpace } from './position-space.js';

export type { Board, Move } from './board-move.js';
export {
  BoundContradicted,
  type BoundProbe,
  type DepthFirst,
  type NamedBound,
  type NodeCounter,
  type PassState,
} from './bounds.js';

/** Where a cell lies on the screen, in layout units (see `Layout`). */
export type CellPlace = { readonly row: number; readonly col: number };

/**
 * How a board is drawn.
 * - `graph`: cells are dots at (row*2, col*2) in text; `links` are drawn as
 *   `───`, `│`, `/`, `\` between them (hexagrams, frog boards).
 * - `boxed`: cells are boxes of a grid at (row, col) (knights, flip-line).
 * - `quarter`: a boxed grid whose pieces are quarter circles (Line Puzzle).
 */
export type LayoutStyle = 'graph' | 'boxed' | 'quarter';

export type Layout = {
  readonly style: LayoutStyle;
  /** One place per cell, in cell-number order. */
  readonly cells: readonly CellPlace[];
  /** Pairs of cells joined by a drawn line (graph style). */
  readonly links: readonly (readonly [number, number])[];
  /** An empty cell is drawn as an open hole (peg boards), not as a blank place. */
  readonly emptyAsHole?: boolean;
  /** Where a boxed board's frame is open: the way out (Hakoiri's exit), along these cells' side. */
  readonly opening?: {
    readonly cells: readonly number[];
    readonly side: 'top' | 'bottom' | 'left' | 'right';
  };
};

/**
 * How a piece is drawn: the renderer draws what this says and knows no puzzle.
 * The tone is a colour role the screens map to a colour: `dark` and `light`
 * for a pair of opposing pieces, `bright` for a lone kind, `plain` for others.
 */
export type PieceLook = {
  readonly glyph: string;
  /** The glyph with `--ascii`. */
  readonly ascii: string;
  readonly tone: 'dark' | 'light' | 'bright' | 'plain';
  /**
   * Drawn as a quarter circle on `quarter` layouts: which side of its box the
   * circle's centre lies on (A of the Line Puzzle: neither right nor bottom).
   */
  readonly arc?: { readonly right: boolean; readonly bottom: boolean };
};

/** A kind of piece a cell may hold (code 0, the empty cell, is not listed). */
export type PieceKind = {
  readonly code: number;
  /** The character used in board strings. */
  readonly char: string;
  readonly name: string;
  readonly look: PieceLook;
};

export type { OptionValue, ParamDeclaration, Preset, PuzzleOptions } from './params.js';
export type { PositionSpace, SpaceRecipe, StepPairs } from './position-space.js';

/**
 * Which cells form one piece, for families whose pieces cover several cells
 * (Hakoiri Musume's blocks). Without it every occupied cell is a piece of its
 * own. Drawing (one outline a piece), picking, the arrow keys and move text
 * read it through `piece-layer.ts`; searches never do.
 */
export type PieceLayer = {
  /**
   * Writes into `out` (one entry per cell) a number for the piece covering
   * each cell, the same for every cell of one piece; -1 for an empty cell.
   */
  groups(board: Board, out: Int16Array): void;
  /** What the piece covering `cell` is called, in the language of the moment (`娘`, `father`). */
  name(board: Board, cell: number): string;
};

/**
 * What a key or click on a cell means to a family that reads its own input
 * (`Puzzle.interpret`): a move to play now, a cell to hold as the pick (the
 * start of a path), or nothing, with why in a few words.
 */
export type Interpretation =
  | { readonly kind: 'move'; readonly move: Move }
  | { readonly kind: 'pick'; readonly cell: number }
  | { readonly kind: 'none'; readonly why?: string };

/**
 * What a move is, as machines and people write it: `path`, the cells a piece
 * visits (`[from, to]`, a peg chain); `press`, one cell acted on (Lights Out).
 */
export type MoveShape = 'path' | 'press';

/** An arrow key, for families played by arrows (`arrowMove`). */
export type Arrow = 'up' | 'down' | 'left' | 'right';

/**
 * Which puzzle, as a worker thread is told it: a catalogue id and options,
 * never functions; the thread makes the puzzle again from them.
 */
export type PuzzleSource = { readonly id: string; readonly options: PuzzleOptions };

/**
 * A puzzle with its options resolved: everything search and play need.
 * Its texts for a person (title, goal, piece names, bound texts, reasons…)
 * are in the current language each time they are read (getters: see
 * `texts.ts`); what machines read (id, board strings, bound names) never changes.
 */
export interface Puzzle {
  /** Catalogue id, e.g. `knights`, `line-3`. */
  readonly id: string;
  readonly title: string;
  readonly layout: Layout;
  readonly pieces: readonly PieceKind[];
  /** Number of cells. */
  readonly cellCount: number;
  /** Which cells form one piece, where pieces cover several cells (see `PieceLayer`). */
  readonly pieceLayer?: PieceLayer;
  readonly start: Board;
  /** A short sentence saying what the goal is, e.g. "every piece white". */
  readonly goalText: string;
  /**
   * Every goal position when the goal is a finite set of boards (used by
   * bidirectional search and whole-space analysis); undefined when the goal is
   * only a test (peg solitaire).
   */
  readonly goals: readonly Board[] | undefined;
  /** True when every move can be taken back by another legal move. */
  readonly reversible: boolean;
  /** An upper bound on the number of moves `moves` can return. */
  readonly maxMoves: number;
  /**
   * True when every position this puzzle accepts, and `unsolvableReason` does
   * not turn away, can reach its goal (searches then skip the reachability
   * check they make for reversible puzzles).
   */
  readonly alwaysSolvable?: boolean;
  /** Added to a solution's length when it is reported (Line Puzzle: lifting the corner piece). */
  readonly lengthNote?: { readonly extra: number; readonly text: string };

  /*
   * The rules a search calls at every node. They never read `this`: a search
   * reads them off the puzzle once and calls them as plain functions, since a
   * puzzle whose texts are getters is a dictionary in V8, and a property read
   * from one at every node cost line-3's IDA* a quarter of its speed.
   */
  isGoal(this: void, board: Board): boolean;
  /** Writes the legal moves of `board` into `out`; returns how many. */
  moves(this: void, board: Board, out: Int32Array): number;
  /** Plays `move` on `board` in place. */
  apply(this: void, board: Board, move: Move): void;
  /** Takes `move` back on `board` in place (board must be the result of `apply`). */
  undo(this: void, board: Board, move: Move): void;
  /** The move that takes `move` back, for reversible puzzles. */
  inverse?(this: void, move: Move): Move;
  /** Cells a move visits, as the pages write it: [from, to] or a peg chain [from, to1, to2, …]. */
  notation(move: Move): number[];
  /**
   * How a move reads on screen when not as its cells (a sliding tile: `7 ↓`);
   * `--json` and saves keep `notation`. With `ascii`, plain ASCII only.
   */
  moveText?(move: Move, ascii: boolean): string;
  /**
   * The move an arrow key plays, for families played by arrows (a sliding
   * tile: the tile beside the blank slides that way), or undefined when that
   * arrow plays none here. Without it the arrows move the cursor.
   */
  arrowMove?(board: Board, arrow: Arrow): Move | undefined;
  /**
   * What the arrows do, in the key bar's word, where `arrowMove` plays moves
   * (`slide`); without it the bar says they move the cursor.
   */
  readonly arrowsDo?: string;
  /**
   * What a key or click on `cell` means, given the cells picked so far (null:
   * nothing picked), for a family that reads its own input; undefined (or
   * without it) the game's pick → path: pick a piece, then the cells it goes to.
   */
  interpret?(
    board: Board,
    cell: number,
    pick: readonly number[] | null,
  ): Interpretation | undefined;
  /** What Enter and a click do, in the key bar's word, where `interpret` reads them (`press`). */
  readonly selectDoes?: string;
  /** What a cell holding code 0 is called where it is not simply empty (a lamp: `off`). */
  readonly emptyName?: string;
  /** What one move is (`MoveShape`); `path` without it. */
  readonly moveShape?: MoveShape;
  /** A cell's name as the family writes it (`B3`), where not its number. */
  cellName?(cell: number): string;
  /**
   * The longest distance any position has to the goal, when the family knows
   * it: deals and menus never ask for a longer one.
   */
  readonly diameter?: number;
  /**
   * The exact number of moves from `board` to the goal, or -1 when there is no
   * way: an oracle the family computes without searching (Lights Out: linear
   * algebra over GF(2)). Deals, the daily, the counter's optimum and the coach
   * read it before any table or search.
   */
  distance?(this: void, board: Board): number;
  /**
   * For families whose moves commute: whether `next` may follow `last` in the
   * canonical order of a sequence (presses in increasing cell order). A
   * depth-first search skips the rest, so it must keep at least one shortest
   * answer from every position; a test holds it to the unpruned search.
   */
  canonical?(this: void, last: Move, next: Move): boolean;
  /**
   * Admissible lower bounds on the moves left to a goal, the default (the one
   * IDA* uses unless told otherwise) first. Tables behind them are built on
   * first use, not when the puzzle is made. Plain deepening (`none`) is the
   * search's, not a puzzle's.
   */
  readonly bounds?: readonly NamedBound[];
  /**
   * The numbering of every position, where the puzzle has one small enough to
   * map whole (`analyze --full`); made on demand.
   */
  space?(): PositionSpace;
  /**
   * When every move flips a parity of the position, the parity of the distance
   * between two positions is known: this returns that position parity (0 or 1).
   */
  parity?(board: Board): number;
  /**
   * A cheap proof that no goal can be reached from `board`, as one sentence, or
   * null when none is known (search then decides).
   */
  unsolvableReason?(board: Board): string | null;
  /**
   * Why the piece on `cell` has no legal move in `board`, as one short phrase
   * for the status line (e.g. "that stone cannot move backward"), or undefined
   * when the game's generic words will do. Asked only when it has none.
   */
  whyStuck?(board: Board, cell: number): string | undefined;
  /**
   * How many positions the rules allow (every arrangement of the pieces), when
   * the family can count them: whole-space tables are built only for small spaces.
   */
  readonly positions?: number;
  /** What a search from the goal backward needs, for one-way puzzles (see `Backward`). */
  readonly backward?: Backward;
  /** Which positions may be dealt as new starts, when not every one may (see `Dealing`). */
  readonly dealing?: Dealing;
  /**
   * Writes into `out` a position drawn uniformly at random among those that
   * can reach the goal, from `random` (uniform in [0, 1)), for a family that
   * can draw one without listing its positions (the sliding tiles: a shuffle
   * of the tiles with the parity that reaches the goal). Without it a random
   * deal comes from a whole table or a numbered space where there is one
   * (`search/random-deal.ts` says which, or why none).
   */
  randomPosition?(this: void, random: () => number, out: Board): void;
}

/**
 * A one-way puzzle's moves taken backward, so that distances to the goal can
 * be found from the goal outwards.
 */
export type Backward = {
  /** Every goal position (also where `goals` is undefined because the goal is a test). */
  readonly goals: readonly Board[];
  /**
   * Writes into `out` every move `m` that leads into `board`: `undo(board, m)`
   * is a position where `m` is legal. Returns how many there are, which may
   * exceed `out.length` (only that many were written: call again with more room).
   */
  predecessors(board: Board, out: Int32Array): number;
};

/**
 * New starts (`new`, `daily`, the game's `n`) for puzzles where not every
 * position makes one: the Line Puzzle keeps the empty cell where the goal has
 * it, so the lifted corner piece can go back.
 */
export type Dealing = {
  /** 0 when `board` may be dealt, else at least how many moves it is from one that may. */
  movesAway(board: Board): number;
  /** Every accepted start is this parity of moves from the goal (0 even, 1 odd), when fixed. */
  readonly lengthParity?: number;
  /** Why some lengths cannot be dealt, in a few words ("the empty cell stays in the corner"). */
  readonly why: string;
};

/**
 * A catalogue entry: one id, the options it takes, and how to make it. Its
 * texts (family, title, summary, rules, page figure, option help and labels,
 * presets' labels) read the current language each time (see `texts.ts`).
 */
export type PuzzleEntry = {
  readonly id: string;
  readonly family: string;
  readonly title: string;
  /** One line for menus and `list`. */
  readonly summary: string;
  /** The rules in a few sentences of our own. */
  readonly rules: string;
  /** Every option this id takes (a start board always among them), in the order codes write them. */
  readonly params: readonly ParamDeclaration[];
  /** Named option sets the menu's ← → go through (else the stepped parameter's values). */
  readonly presets?: readonly Preset[];
  /** What the original page claims, for the menu and the help screen; absent for a family with no page. */
  readonly pageFigure?: string;
  /** Makes the puzzle; options are checked against `params` first (see `defineEntry`). */
  create(options: PuzzleOptions): Puzzle;
};

export * from './from-to.js';
export { InputError } from './input-error.js';
