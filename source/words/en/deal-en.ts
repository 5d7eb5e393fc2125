/** Words of the new-position dialog (`n`). */
export const deal = {
  title: (puzzle: string) => `A new position · ${puzzle}`,
  finding: 'finding the lengths there are…',
  lengths: (range: string) => `optimal lengths: ${range}`,
  unknown: (why: string) => `the lengths cannot be known: ${why}`,
  difficulties: { easy: 'easy', medium: 'medium', hard: 'hard', hardest: 'hardest' },
  daily: 'daily',
  dailyMore: "today's position, the same for everyone",
  random: 'random',
  randomMore: 'any position that reaches the goal, each as likely',
  shuffle: 'shuffle',
  shuffleMore: (moves: number) => `${moves} random moves out from the goal (← → fewer, more)`,
  drawing: 'drawing a random position… (Esc stops)',
  shuffling: (moves: number) => `shuffling ${moves} moves… (Esc stops)`,
  /** What the play screen's title says of a shuffled position. */
  shuffledLabel: (moves: number) => `shuffled ${moves} ${moves === 1 ? 'move' : 'moves'}`,
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
