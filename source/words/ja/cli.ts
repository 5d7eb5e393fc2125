import type { cli as english } from '../en/cli.js';

export const cli: typeof english = {
  unknownOption: (option) => `${option} というオプションはありません（tobikoe --help で一覧）`,
  takesNoValue: (flag) => `--${flag} は値をとりません`,
  givenTwice: (flag) => `--${flag} が二度指定されています`,
  needsValue: (flag) => `--${flag} には値が必要です`,
  unknownCommand: (command, commands) =>
    `${command} というコマンドはありません。${commands} のどれかを使ってください（tobikoe --help）`,
  unexpectedArgument: (argument) => `余分な引数 ${argument} があります`,
  optionNeedsPuzzle: (command, flag) =>
    `--${flag} にはパズルの指定が必要です: tobikoe ${command} <id> --${flag} …`,
  doesNotTake: (command, flag) => `${command} は --${flag} をとりません`,
  namePuzzle: (command) =>
    `パズルを指定してください: tobikoe ${command} <id>（id は tobikoe list で一覧）`,
  internalError: (message) => `内部エラー: ${message}`,
};
