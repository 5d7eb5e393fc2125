/** Words shared by the app's screens: the window's size, saved data, records, the terminal. */
export const common = {
  sizeNeeded: (columns: number, rows: number) => `make the window at least ${columns}×${rows}`,
  sizeNow: (columns: number, rows: number) => `(now ${columns}×${rows})`,
  sizeShort: (columns: number, rows: number) => `need ${columns}×${rows}`,
  keysBack: 'q goes back · Ctrl-C quits',
  recording: {
    on: '● REC',
    saved: (file: string, others: readonly string[], folder: string) =>
      `recorded: ${[file, ...others].join(' and ')} in ${folder}`,
  },
  keysEscBack: 'Esc goes back · Ctrl-C quits',
  keysQuit: 'q quits',
  best: (best: number) => `best ${best}`,
  bestWithHelp: (best: number) => `best ${best} with help`,
  bestAndHelped: (unaided: number, helped: number) => `best ${unaided} (${helped} with help)`,
  fastest: (time: string) => ` · fastest ${time}`,
  stats: {
    played: (started: number, solved: number, unaided: number) =>
      `started ${started} · solved ${solved}${solved > 0 ? `, ${unaided} unaided` : ''}`,
    streak: (days: number) => `daily streak ${days} ${days === 1 ? 'day' : 'days'}`,
  },
  statsNotSaved: (reason: string) => `your stats could not be saved: ${reason}`,
  /** A variant started or aimed elsewhere than the page: its title and the boards given. */
  ownBoards: (title: string, boards: readonly string[]) =>
    `${title} from your own ${boards.join(' and ')}`,
  /** A board parameter's name as a player reads it (`start`, `goal`). */
  boardName: (name: string) => name,
  savedSetAside: (reason: string) => `your saved game was set aside: ${reason}`,
  savedNewer: 'your saved game is from a newer tobikoe: left alone, this game is not saved',
  savedStuck: (reason: string) =>
    `your saved game is left alone, this game is not saved: ${reason}`,
  savedUnreadable: (reason: string) => `your saved games cannot be read (${reason})`,
  savedResumed: 'your saved game, resumed (R starts over)',
  gameNotSaved: (reason: string) => `your game could not be saved: ${reason}`,
  recordNotSaved: (reason: string) => `your record could not be saved: ${reason}`,
  /** The game is held open by another tobikoe (its lock file): this window plays it without saving. */
  openElsewhere: (where: string, since: string) =>
    `open in another window (${where}, since ${since}): moves here are not saved`,
  processHere: (pid: number) => `process ${pid}`,
  processOn: (pid: number, host: string) => `process ${pid} on ${host}`,
  /** Said at a start where the language kept by `L` outweighs the locale's. */
  languageKept:
    'English, as kept in your settings: L in the menu changes it, --lang picks one for a run',
  settingsLeftAlone: 'the settings file is left alone (from a newer tobikoe, or stuck)',
  coachNotKept: (on: boolean, reason: string) =>
    `the coach is ${on ? 'on' : 'off'}, but the setting could not be kept: ${reason}`,
  noTerminal:
    'tobikoe: the game needs a terminal (stdin and stdout must be a TTY); for plain output use tobikoe solve <id>',
  crashed: (what: string) => `tobikoe: something went wrong and the game had to stop: ${what}`,
  crashedSaved: 'tobikoe: your game was saved before it; run tobikoe again to carry on',
};
