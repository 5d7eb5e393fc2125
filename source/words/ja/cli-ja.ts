import type { cli as english } from '../en/cli-en.js';
import { cliHelp } from './cli-help-ja.js';

export const cli: typeof english = {
  help: cliHelp,
  unknownOption: (option) => `${option} というオプションはありません（tobikoe --help で一覧）`,
  unknownOptionNear: (option, near) =>
    `${option} というオプションはありません。--${near} のことですか？`,
  takesNoValue: (flag) => `--${flag} は値をとりません`,
  givenTwice: (flag) => `--${flag} が二度指定されています`,
  needsValue: (flag) => `--${flag} には値が必要です`,
  unknownCommand: (command, commands) =>
    `${command} というコマンドはありません。${commands} のどれかを使ってください（tobikoe --help）`,
  unknownCommandNear: (command, near) =>
    `${command} というコマンドはありません。${near} のことですか？`,
  unexpectedArgument: (argument) => `余分な引数 ${argument} があります`,
  optionNeedsPuzzle: (command, flag) =>
    `--${flag} にはパズルの指定が必要です: tobikoe ${command} <id> --${flag} …`,
  doesNotTake: (command, flag) => `${command} は --${flag} をとりません`,
  namePuzzle: (command) =>
    `パズルを指定してください: tobikoe ${command} <id>（id は tobikoe list で一覧）`,
  internalError: (message) => `内部エラー: ${message}`,
  notASwitchValue: (flag, given) =>
    `--${flag} はスイッチです。単独か =true、=false で指定してください（${given} は不可）`,
  numberFromTo: (flag, min, max, given) =>
    `--${flag} には ${min} から ${max} までの数を指定してください（${given} は不可）`,
  unknownChoice: (flag, given, choices) =>
    `--${flag} に ${given} は指定できません。${choices} のどれかを使ってください`,
  needsValueNot: (flag, given) => `--${flag} には値が必要です（${given} は不可）`,
  nameFile: (command) => `ファイルを指定してください: tobikoe ${command} FILE`,
  fileNameNotUtf8: (what) =>
    `${what}: ファイル名が UTF-8 として正しくないため、そのままの名前では扱えません。UTF-8 の名前にしてください`,
  nameOneOf: (command, choices) => `一つ指定してください: tobikoe ${command} ${choices}`,
  unknownOperand: (command, given, choices) =>
    `tobikoe ${command} に指定できるのは ${choices} です（${given} ではなく）`,
  unknownOperandNear: (command, given, near) =>
    `tobikoe ${command} は ${given} を受け付けません。${near} のことですか？`,
  namePuzzleAny: 'パズルを指定してください（id は tobikoe list で一覧）',
  givenInCodeAndFlag: (flag, code) =>
    `--${flag} が二度指定されています: コード ${code} の中とフラグで`,
};
