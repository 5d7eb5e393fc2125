import { tablesSpent } from '../puzzles/table-cache.js';
import { count, seconds } from '../text/format.js';
import { reachedText } from '../text/limit-text.js';
import { words } from '../words/words.js';
import type { Algorithm, LimitStop } from './search-events.js';

/** The limits of a search: nodes and milliseconds, whichever comes first. */
export type Budget = { readonly limitNodes: number; readonly limitMs: number };

/**
 * The most a search the app starts on its own may take — the optimum of a new
 * position, the coach's and the review's distances, the review's optimal
 * line — before it gives up and says so: no search without an end. About a
 * minute of the slowest family's search (the 15-puzzle, some 5–15 M nodes a
 * second); a search the player asks for (the solve panel) has none.
 */
export const BACKGROUND_BUDGET: Budget = { limitNodes: 400_000_000, limitMs: 60_000 };

/** A budget's searches count their own time alone: their tables are waited for, not spent from it. */
export type BudgetOptions = Budget & { readonly budgetAfterTables: true };

/** The budget of a search the app starts on its own (its tables apart, see `budgetAfterTables`). */
export const ownBudget = (budget: Budget): BudgetOptions => ({
  ...budget,
  budgetAfterTables: true,
});

/**
 * What is left of `budget` for the next search of a question begun at
 * `began` with `tablesAtStart` of table time spent by then (several
 * positions share one budget): the time since, less the tables readied
 * meanwhile, which the searches waited for without spending their budget.
 */
export const budgetLeft = (
  budget: Budget,
  began: number,
  tablesAtStart = tablesSpent().ms,
): BudgetOptions => {
  const tables = tablesSpent().ms - tablesAtStart;
  return ownBudget({
    limitNodes: budget.limitNodes,
    limitMs: Math.max(1, budget.limitMs - (performance.now() - began - tables)),
  });
};

/** `gave up at the app's own budget (400,000,000 nodes, 60 s): bound 58 searched in full, …` */
export const gaveUpText = (stop: LimitStop, algorithm: Algorithm, budget: Budget): string =>
  words().text.limitSentence(
    words().play.gaveUp(count(budget.limitNodes), seconds(budget.limitMs)),
    reachedText(stop, algorithm),
  );
