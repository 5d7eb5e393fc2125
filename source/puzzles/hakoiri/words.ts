import { bilingual } from '../../words/language.js';

const en = {
  family: 'Sliding blocks',
  title: 'Hakoiri Musume',
  summary: 'The daughter, a 2×2 block, slides out of a 4×5 box past her family.',
  rules:
    'Ten blocks fill a box of four columns and five rows but for two cells: the daughter (2×2), ' +
    'four tall blocks, one wide block and four small pieces. Slide one block at a time, only into ' +
    'empty cells, never lifting it, until the daughter stands at the bottom middle, the way out. ' +
    'A move slides one block one cell; with --far, one block any distance along a path, turning ' +
    'corners, counts as one move. Pick a block by any of its cells; the arrow keys slide the picked one.',
  page: '116 moves one cell at a time, 81 counting a block moved any distance as one; 25,955 positions from the start',
  goal: 'the daughter at the bottom middle, the way out',
  farHelp: 'a move slides one block any distance along a path, not one cell',
  parts: {
    D: 'daughter',
    T: 'top of a tall block',
    B: 'bottom of a tall block',
    L: 'left of a wide block',
    R: 'right of a wide block',
    o: 'small piece',
  },
  /** Names of the blocks of each shape in reading order, as the page names the classic start's. */
  names: {
    daughter: ['daughter'],
    tall: ['father', 'mother', 'maid', 'maid'],
    wide: ['head clerk'],
    small: ['apprentice', 'apprentice', 'apprentice', 'clerk'],
  },
  notOneDaughter: (what: string) => `the ${what} needs exactly one daughter, a 2×2 block of D`,
  brokenBlock: (what: string, cell: number) =>
    `the ${what} has a broken block at cell ${cell}: T stands above B, L left of R, D fills 2×2`,
  noEmpty: (what: string) => `the ${what} needs at least one empty cell`,
};

const ja: typeof en = {
  family: 'スライディング・ブロック',
  title: '箱入り娘',
  summary: '4×5 の箱から、2×2 の娘を家族のあいだを抜けて外へ出します。',
  rules:
    '4列5段の箱を、二つのマスを残して十個の駒が埋めています。娘（2×2）、縦長の駒四つ、横長の駒一つ、' +
    '小さな駒四つです。一度に一つの駒を空いたマスへ滑らせ（持ち上げずに）、娘を下段中央の出口まで' +
    '運んでください。一手は駒一つを一マス滑らせること。--far では、駒一つを角を曲がってでも' +
    'どこまで動かしても一手です。駒はどのマスでも選べ、矢印キーで選んだ駒が滑ります。',
  page: '一マスずつなら116手、駒一つをどこまで動かしても一手と数えれば81手。開始局面から25,955局面',
  goal: '娘を下段中央の出口へ',
  farHelp: '一手は駒一つを一マスではなく、道筋に沿ってどこまで動かしても一手',
  parts: {
    D: '娘',
    T: '縦長の駒の上',
    B: '縦長の駒の下',
    L: '横長の駒の左',
    R: '横長の駒の右',
    o: '小さな駒',
  },
  names: {
    daughter: ['娘'],
    tall: ['父', '母', '女中', '女中'],
    wide: ['番頭'],
    small: ['丁稚', '丁稚', '丁稚', '手代'],
  },
  notOneDaughter: (what: string) => `${what}には娘（2×2 の D）がちょうど一つ要ります`,
  brokenBlock: (what: string, cell: number) =>
    `${what}のマス ${cell} の駒が欠けています：T の下に B、L の右に R、D は 2×2`,
  noEmpty: (what: string) => `${what}には空いたマスが少なくとも一つ要ります`,
};

/** Hakoiri Musume's words in the current language. */
export const hakoiriWords = bilingual({ en, ja });
