/** The command line's own words: flags, usage, errors before a command runs. */
export const cli = {
  unknownOption: (option: string) => `unknown option ${option} (tobikoe --help lists them)`,
  takesNoValue: (flag: string) => `--${flag} takes no value`,
  givenTwice: (flag: string) => `--${flag} is given twice`,
  needsValue: (flag: string) => `--${flag} needs a value`,
  unknownCommand: (command: string, commands: string) =>
    `unknown command ${command}; use ${commands} (tobikoe --help)`,
  unexpectedArgument: (argument: string) => `unexpected argument ${argument}`,
  optionNeedsPuzzle: (command: string, flag: string) =>
    `--${flag} needs a puzzle: tobikoe ${command} <id> --${flag} …`,
  doesNotTake: (command: string, flag: string) => `${command} does not take --${flag}`,
  namePuzzle: (command: string) =>
    `name a puzzle: tobikoe ${command} <id>; tobikoe list shows the ids`,
  internalError: (message: string) => `internal error: ${message}`,
};
