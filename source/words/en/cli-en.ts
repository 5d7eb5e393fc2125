import { cliHelp } from './cli-help-en.js';

/** The command line's own words: flags, usage, errors before a command runs. */
export const cli = {
  help: cliHelp,
  unknownOption: (option: string) => `unknown option ${option} (tobikoe --help lists them)`,
  unknownOptionNear: (option: string, near: string) =>
    `unknown option ${option}; did you mean --${near}?`,
  takesNoValue: (flag: string) => `--${flag} takes no value`,
  givenTwice: (flag: string) => `--${flag} is given twice`,
  needsValue: (flag: string) => `--${flag} needs a value`,
  unknownCommand: (command: string, commands: string) =>
    `unknown command ${command}; use ${commands} (tobikoe --help)`,
  unknownCommandNear: (command: string, near: string) =>
    `unknown command ${command}; did you mean ${near}?`,
  unexpectedArgument: (argument: string) => `unexpected argument ${argument}`,
  optionNeedsPuzzle: (command: string, flag: string) =>
    `--${flag} needs a puzzle: tobikoe ${command} <id> --${flag} …`,
  doesNotTake: (command: string, flag: string) => `${command} does not take --${flag}`,
  namePuzzle: (command: string) =>
    `name a puzzle: tobikoe ${command} <id>; tobikoe list shows the ids`,
  internalError: (message: string) => `internal error: ${message}`,
  notASwitchValue: (flag: string, given: string) =>
    `--${flag} is a switch: give it alone, or =true or =false, not ${given}`,
  numberFromTo: (flag: string, min: number, max: number, given: string) =>
    `--${flag} must be a number from ${min} to ${max}, not ${given}`,
  unknownChoice: (flag: string, given: string, choices: string) =>
    `unknown --${flag} ${given}; use ${choices}`,
  needsValueNot: (flag: string, given: string) => `--${flag} needs a value, not ${given}`,
  nameFile: (command: string) => `name the file: tobikoe ${command} FILE`,
  /** A file name with bytes that are not UTF-8: Node hands it over changed, so no file of that name could be made. */
  fileNameNotUtf8: (what: string) =>
    `${what}: the file name is not valid UTF-8, so it cannot be kept as given; name the file in UTF-8`,
  nameOneOf: (command: string, choices: string) => `name one: tobikoe ${command} ${choices}`,
  unknownOperand: (command: string, given: string, choices: string) =>
    `tobikoe ${command} takes ${choices}, not ${given}`,
  unknownOperandNear: (command: string, given: string, near: string) =>
    `tobikoe ${command} does not take ${given}; did you mean ${near}?`,
  namePuzzleAny: 'name a puzzle: tobikoe list shows the ids',
  givenInCodeAndFlag: (flag: string, code: string) =>
    `--${flag} is given twice: in the code ${code} and as a flag`,
};
