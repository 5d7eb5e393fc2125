/** Words of the review screen (`v` after solving). */
export const review = {
  title: (puzzle: string, helped: boolean) =>
    `Review · ${puzzle}${helped ? ' · played with help' : ''}`,
  yours: (move: number, moves: number) => `your game · move ${move} of ${moves}`,
  optimal: (move: number, moves: number) => `optimal · move ${move} of ${moves}`,
  optimalFailed: (message: string) => `optimal: ${message}`,
  optimalThinking: 'optimal: thinking…',
  start: 'the start',
  optimalMove: (move: string) => `   optimal: ${move}`,
};
