/** Words of the new-position dialog (`n`). */
export const deal = {
  title: (puzzle: string) => `A new position · ${puzzle}`,
  finding: 'finding the lengths there are…',
  lengths: (range: string) => `optimal lengths: ${range}`,
  unknown: (why: string) => `the lengths cannot be known: ${why}`,
  difficulties: { easy: 'easy', medium: 'medium', hard: 'hard', hardest: 'hardest' },
  daily: 'daily',
  dailyMore: "today's position, the same for everyone",
  dealing: (difficulty: string) => `dealing a ${difficulty} position… (Esc stops)`,
  dealingDaily: "dealing today's position… (Esc stops)",
  failed: (message: string) => `no position dealt: ${message}`,
  stopped: 'stopped; choose again',
  /** What the play screen's title says of a position dealt. */
  dealtLabel: (difficulty: string, moves: number) =>
    `${difficulty} · ${moves} ${moves === 1 ? 'move' : 'moves'} from the goal`,
  dealt: 'dealt',
  dailyLabel: (day: string, par: number) => `daily ${day} · par ${par}`,
};
