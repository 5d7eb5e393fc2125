/** Milliseconds at most a search in the suite warms its code before its timed run (see `warmEverySearchFor`). */
export const SUITE_WARM_MS = 2;
