import { bilingual } from '../../words/language.js';

const en = {
  family: 'Line Puzzle',
  title: 'Line Puzzle',
  problemTitle: (number: number) => `Line Puzzle, problem ${number}`,
  summary: 'Slide quarter circles between any two patterns: start1..3, goal1..3 or a board.',
  problemSummary: (number: number, start: string, goal: string) =>
    `The page's problem ${number}: slide quarter circles from ${start} to ${goal}.`,
  rules:
    'Sixteen quarter-circle pieces fill a 4×4 tray, less one corner piece lifted out. ' +
    'Slide a piece into the orthogonally adjacent empty cell until the board shows the goal pattern. ' +
    'A B over C D make a whole circle. ' +
    'The count starts after the corner piece is lifted out and stops before it goes back, so two moves are added.',
  page: 'problems 1, 2, 3: 30, 32, 38 moves (+2 each); a table of all pairs',
  problemPage: (moves: number) => `${moves} moves (+2 = ${moves + 2})`,
  /** The goal pattern, by its page name when it has one: `the pattern goal3 (ABA. CABD …)`. */
  goal: (name: string | undefined, rows: string) =>
    name === undefined ? `the pattern ${rows}` : `the pattern ${name} (${rows})`,
  cornerNote: 'lifting the corner piece out and back',
  dealingWhy: 'a new start keeps the empty cell where the goal has it',
  upperLeft: 'upper-left quarter',
  upperRight: 'upper-right quarter',
  lowerLeft: 'lower-left quarter',
  lowerRight: 'lower-right quarter',
  bestBound:
    'the larger of assignment and walking; pattern databases A+B and C+D too, once read or built beside the search',
  pdbBound:
    'pattern databases: per split of the kinds in two pairs, the moves each pair needs, added; the largest split',
  pdbABBound: 'pattern databases of A+B and of C+D, added',
  assignmentBound:
    'per kind, the cheapest way to send its pieces onto its goal cells, one each (Manhattan steps)',
  walkingBound:
    'walking distance: row moves plus column moves, counted over what each row and column holds',
  nearestBound: "the page's bound: each piece's distance to the nearest goal cell of its kind",
  // A named board that is not on the page (input.ts).
  roles: { start: 'start', goal: 'goal' },
  unknownBoard: (name: string, role: string, names: string) =>
    `unknown named board ${name} for the ${role}; use one of ${names} or a board string`,
};

const ja: typeof en = {
  family: 'ライン・パズル',
  title: 'ライン・パズル',
  problemTitle: (number: number) => `ライン・パズル 問題${number}`,
  summary: '四分円の駒を二つの模様の間で動かします：start1..3、goal1..3、または盤面を指定。',
  problemSummary: (number: number, start: string, goal: string) =>
    `ページの問題${number}：四分円の駒を ${start} から ${goal} へ動かします。`,
  rules:
    '4×4 の箱に四分円の駒が16個入っていて、角の駒を一つ取り出してあります。' +
    '上下左右に隣り合う空いたマスへ駒を滑らせ、盤面を目標の模様にしてください。' +
    'A B の下に C D を並べると一つの円になります。' +
    '手数は角の駒を取り出した後から数え、戻す前で止めるので、2手を足します。',
  page: '問題1・2・3：30手・32手・38手（それぞれ +2）。すべての組み合わせの表あり',
  problemPage: (moves: number) => `${moves}手（+2 = ${moves + 2}）`,
  goal: (name: string | undefined, rows: string) =>
    name === undefined ? `模様 ${rows}` : `模様 ${name}（${rows}）`,
  cornerNote: '角の駒を取り出して戻す手',
  dealingWhy: '新しい開始局面では、空いたマスを目標と同じ場所に置きます',
  upperLeft: '左上の四分円',
  upperRight: '右上の四分円',
  lowerLeft: '左下の四分円',
  lowerRight: '右下の四分円',
  bestBound:
    'assignment と walking の大きい方。A+B と C+D のパターンデータベースも、探索の横で読み込むか作り終えれば使います',
  pdbBound:
    'パターンデータベース：駒の種類を二組に分ける分け方ごとに、各組に要る手数を足したもの。その最大',
  pdbABBound: 'A+B と C+D のパターンデータベースの和',
  assignmentBound: '種類ごとに、その駒を目標マスへ一つずつ送る最も安い方法（マンハッタン距離）',
  walkingBound: 'ウォーキング・ディスタンス：各行・各列の中身から数えた、行の移動と列の移動の和',
  nearestBound: 'ページの下限値：各駒から同じ種類の最も近い目標マスまでの距離',
  roles: { start: '開始局面', goal: '目標の局面' },
  unknownBoard: (name: string, role: string, names: string) =>
    `${name} という名前の${role}はありません。${names} のどれか、または盤面の文字列を指定してください`,
};

/** The Line Puzzle's words in the current language. */
export const lineWords = bilingual({ en, ja });
