/** Words of the menu and of the question "resume or new". */
export const menu = {
  tagline: " · jump-and-slide puzzles from M. Hiroi's Puzzle DE Programming",
  pageFigure: (figure: string) => `the page: ${figure}`,
  /** The key hint's word for ← → when an entry has presets. */
  preset: 'preset',
  presets: (count: number) => `${count} presets`,
  resume: 'resume',
  newGame: 'new game',
  newGameMore: 'from the start; the saved game is replaced',
  savedGameOf: (variant: string) => `You have a saved game of ${variant}.`,
  savedMoves: (moves: number) => `moves ${moves}`,
  savedRedo: (redo: number) => ` (${redo} more to redo)`,
  savedWithHelp: ', with help',
  savedPlayed: (time: string) => ` · ${time} played`,
};
