/**
 * The solved moment in words (no Ink): how the solve compares with the
 * optimum, how long it took, what it did to the records of this variant, and
 * what to do next. The play screen's summary draws these lines; later parts
 * (a review, a new position) add their own lines and keys to them.
 */
import { words } from '../words/words.js';
import type { Optimum } from './status.js';

/** The player's best for one variant, as the records keep it. */
export type BestMoves = {
  /** Fewest moves in any solve. */
  readonly best: number;
  /** Fewest moves in a solve without help, if any. */
  readonly bestUnaided: number | null;
  /** The least time played on a solve without help, when known (TIME_RULE). */
  readonly fastest?: number;
};

/** What the solved moment knows. */
export type SolvedFacts = {
  readonly moves: number;
  readonly optimum: Optimum;
  /** A tip or the solver's answer helped with some move of the line. */
  readonly aided: boolean;
  /** Time played on the game up to the solve (timeRule); undefined when not known. */
  readonly ms: number | undefined;
  /** How the player knows the variant: `knights`, `frog-line n=4`. */
  readonly variant: string;
  /** The records of this variant before and after this solve (none when nothing is kept). */
  readonly before: BestMoves | undefined;
  readonly after: BestMoves | undefined;
};

/** `45 s`, `2 min 05 s`, `1 h 02 min`: whole seconds, as a player reads a clock. */
export const playTime = (ms: number): string => {
  const say = words().game.summary;
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return say.seconds(total);
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return say.minutes(minutes, String(total % 60).padStart(2, '0'));
  return say.hours(Math.floor(minutes / 60), String(minutes % 60).padStart(2, '0'));
};

/** "Solved in 18 moves — optimal is 18 · 1 min 05 s", "…, 2 more than needed" when longer. */
export const solvedHeadline = (facts: SolvedFacts): string => {
  const { moves, optimum, aided, ms } = facts;
  const say = words().game;
  const optimal = optimum.kind === 'known' ? optimum.moves : undefined;
  const over = optimal === undefined ? 0 : moves - optimal;
  const time = ms === undefined ? undefined : playTime(ms);
  return say.summary.headline(say.movesCount(moves), aided, optimal, over, time);
};

/** Whether this solve set a record: the fewest unaided moves, or (with help) the fewest at all. */
export const isNewRecord = (facts: SolvedFacts): boolean => {
  const { before, moves, aided } = facts;
  if (!before) return true;
  if (aided) return moves < before.best;
  return before.bestUnaided === null || moves < before.bestUnaided;
};

/** ` · fastest 2 min 05 s` (` · new fastest …` when this solve set it), or nothing when no time is kept. */
const fastestText = ({ before, after, ms }: SolvedFacts): string => {
  if (after?.fastest === undefined) return '';
  const fresh =
    ms !== undefined && Math.round(ms) === after.fastest && before?.fastest !== after.fastest;
  return words().game.summary.fastest(playTime(after.fastest), fresh);
};

/** One line about the records of this variant, or undefined when none are kept. */
export const recordLine = (facts: SolvedFacts): string | undefined => {
  const { before, after, moves, aided, variant } = facts;
  if (!after) return undefined;
  const { movesCount, summary: say } = words().game;
  const fresh = isNewRecord(facts);
  if (aided) {
    const unaided =
      after.bestUnaided === null ? say.noUnaided : say.unaided(movesCount(after.bestUnaided));
    const best = fresh
      ? say.newBestHelped(variant, movesCount(moves))
      : say.bestHelped(variant, movesCount(after.best));
    return `${best} · ${unaided}`;
  }
  if (!fresh) {
    return `${say.record(variant, movesCount(after.bestUnaided ?? after.best))}${fastestText(facts)}`;
  }
  return `${say.newRecord(variant, movesCount(moves), before?.bestUnaided ?? null)}${fastestText(facts)}`;
};

/** What can be done next, as key hints; later parts add theirs (a new position, a review). */
export const solvedKeys = (): readonly string[] => words().game.summary.keys;
