import type { puzzles as english } from '../en/puzzles-en.js';

/** Boards the families name in errors, in Japanese. */
const BOARD_NAMES: Readonly<Record<string, string>> = {
  start: '開始局面',
  goal: '目標の局面',
  ordered: '整列した盤面',
  tray: '整列した盤面',
  'usual start': '通常の開始局面',
  'standard start': '標準の開始局面',
};

export const puzzles: typeof english = {
  boardHelp: '盤面の文字列: ページの順に一マス一文字（「.」は空き。空白、「/」、「|」は無視）',
  outOfRange: (flag, min, max, given) =>
    `--${flag} には ${min} から ${max} までの整数を指定してください（${given} は不可）`,
  isASwitch: (flag) => `--${flag} はスイッチです`,
  oneOf: (flag, choices, given) =>
    `--${flag} には ${choices} のどれかを指定してください（${given} は不可）`,
  needsBoard: (flag, named) => `--${flag} には${named ? '盤面か名前' : '盤面'}が必要です`,
  doesNotTake: (id, flag) => `${id} は --${flag} をとりません`,
  mustBeWhole: (flag) => `--${flag} には整数を指定してください`,
  needsText: (flag) => `--${flag} には文字列が必要です`,
  unknownPuzzleNear: (given, near) => `${given} というパズルはありません。${near} のことですか？`,
  unknownPuzzle: (given, ids) => `${given} というパズルはありません。id は ${ids} です`,
  badCode: (given, reason) => `コード ${given} が読めません: ${reason}`,
  notAnOption: (token, id) => `${token} は ${id} のオプションではありません`,
  codeShape: 'コードの形は <id>:<開始局面>[:<目標>] です',
  takesNoBoard: (id, role) =>
    `${id} は${role === 'start' ? '開始局面' : '目標の局面'}の盤面をとりません`,
  emptyBoard: (role) => `${role === 'start' ? '開始局面' : '目標の局面'}が空です`,
  boardName: (what) => BOARD_NAMES[what] ?? what,
  cellCount: (what, found, size) =>
    `${what}の盤面は ${found} マスですが、このパズルは ${size} マスです`,
  badCell: (what, char, cell, allowed) =>
    `${what}の盤面のマス ${cell} に ${char} があります。${allowed} のどれかを使ってください`,
  emptyCells: (what, found, want) =>
    `${what}の盤面に空きマスが ${found} つあります。ちょうど ${want} つ必要です`,
  pieceCount: (what, have, piece, reference, want) =>
    `${what}の盤面に ${piece} が ${have} 個ありますが、${reference}には ${want} 個です`,
};
