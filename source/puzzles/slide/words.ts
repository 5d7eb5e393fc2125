import { bilingual } from '../../words/language.js';

const MIRRORED =
  "and the same mirrored in the diagonal through the blank's goal cell, the larger sum";
const MIRRORED_JA = '空きマスの目標マスを通る対角線で鏡映したものも求め、和の大きい方';

const en = {
  family: 'Sliding tiles',
  eightTitle: '8-puzzle',
  fifteenTitle: '15-puzzle',
  eightSummary: 'Eight numbered tiles in a 3×3 tray: slide them into order.',
  fifteenSummary: "Fifteen tiles in a 4×4 tray, Korf's benchmark for IDA*.",
  anyTrayTitle: 'Tray of any size',
  trayTitle: (rows: number, cols: number) => `${rows}×${cols} sliding tiles`,
  anyTraySummary: 'Tiles in a tray of 2 to 5 rows and columns: slide them into order.',
  rowsHelp: 'rows of the tray, 2..5',
  colsHelp: 'columns of the tray, 2..5',
  rowsLabel: '# rows',
  colsLabel: '# columns',
  rules:
    'Numbered tiles fill a tray but for one empty cell. ' +
    'Slide a tile next to the empty cell into it, until the tiles stand as in the goal. ' +
    'The arrow keys slide the tile beside the empty cell that way. ' +
    'Half of all arrangements cannot be reached from the other half: a slide never changes their parity.',
  goal: 'the tiles in order, the empty cell last',
  goalGiven: (board: string) => `the tiles as in ${board}`,
  tile: (char: string) => `tile ${char}`,
  wrongParity:
    'wrong parity: the tiles are an odd permutation from the goal (counting the blank and its distance home), and every slide keeps that parity',
  manhattanBound: 'the Manhattan distance of each tile to its goal cell, summed',
  misplacedBound: 'tiles not on their goal cell (each must move at least once)',
  linearBound:
    'Manhattan distance, plus 2 for each tile that must step out of its goal row or column to let another pass',
  patternBound: (split: string) => `additive pattern databases over ${split} tiles, ${MIRRORED}`,
  bestBound: (cheap: string, split: string) =>
    `${cheap} at first; pattern databases over ${split} tiles once a search goes on (built once, then read), ${MIRRORED}`,
};

const ja: typeof en = {
  family: 'スライド・パズル',
  eightTitle: '8パズル',
  fifteenTitle: '15パズル',
  eightSummary: '3×3 の枠に番号つきのタイルが8枚。滑らせて順に並べます。',
  fifteenSummary: '4×4 の枠にタイルが15枚。Korf が IDA* の性能比較に使った問題です。',
  anyTrayTitle: '好きな大きさの枠',
  trayTitle: (rows: number, cols: number) => `${rows}×${cols} スライド・パズル`,
  anyTraySummary: '縦横 2〜5 マスの枠に番号つきのタイル。滑らせて順に並べます。',
  rowsHelp: '枠の行数、2..5',
  colsHelp: '枠の列数、2..5',
  rowsLabel: '#行',
  colsLabel: '#列',
  rules:
    '枠を、空いたマス一つを残して番号つきのタイルが埋めています。' +
    '空いたマスの隣のタイルをそこへ滑らせ、目標の並びにしてください。' +
    '矢印キーを押すと、空いたマスの隣のタイルがその向きに滑ります。' +
    '並べ方の半分は残りの半分から決して作れません。一回滑らせても偶奇は変わらないからです。',
  goal: 'タイルを順に並べ、空いたマスを最後にする',
  goalGiven: (board: string) => `タイルを ${board} のように並べる`,
  tile: (char: string) => `タイル ${char}`,
  wrongParity:
    '偶奇が合いません：タイルの並びは目標から奇置換（空きマスとその目標までの距離も数えて）で、どう滑らせてもこの偶奇は変わりません',
  manhattanBound: '各タイルから目標マスまでのマンハッタン距離の和',
  misplacedBound: '目標マスにないタイルの数（どれも少なくとも一度は動きます）',
  linearBound:
    'マンハッタン距離に、他のタイルを通すために目標の行か列から一度出なければならないタイル1枚につき2を足したもの',
  patternBound: (split: string) => `${split} 枚ずつの加算的パターンデータベース。${MIRRORED_JA}`,
  bestBound: (cheap: string, split: string) =>
    `最初は ${cheap}。探索が進むと ${split} 枚ずつのパターンデータベース（一度作り、以後は読み込み）。${MIRRORED_JA}`,
};

/** The sliding puzzles' words in the current language. */
export const slideWords = bilingual({ en, ja });
