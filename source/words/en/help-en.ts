/** Words of the help screen (`?`). */
export const help = {
  numbering: 'Cells, numbered as on the page (# shows them beside the board)',
  goal: (goal: string) => `Goal: ${goal}.`,
  page: (figure: string) => `The page: ${figure}.`,
  lengthNote: (extra: number, what: string) => `Counts add ${extra} for ${what}.`,
  helpHeading: 'What counts as help',
  timeHeading: 'What counts as time played',
  scroll: (first: number, last: number, total: number) =>
    `↑ ↓ scroll (${first}–${last} of ${total}) · any other key goes back`,
  anyKey: 'any key goes back',
};
