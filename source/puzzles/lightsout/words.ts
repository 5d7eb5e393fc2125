import { bilingual } from '../../words/language.js';

const COLUMNS = 'ABCDEFG';

const en = {
  family: 'Lights Out',
  title: 'Lights Out',
  sideTitle: (side: number) => `Lights Out ${side}×${side}`,
  summary: 'Press lamps to turn a grid of them off; a press flips its neighbours too.',
  rules:
    'Each cell holds a lamp, lit or off. Pressing a cell switches its lamp and the lamps of the ' +
    'cells above, below, left and right of it, on to off and off to on. Turn every lamp off. ' +
    'Presses commute and a second press on a cell undoes the first, so an answer presses each ' +
    'cell at most once. Move the cursor and press Enter or Space, or click a cell.',
  sideHelp: 'lamps on a side of the square, 3..7',
  sideLabel: 'side #',
  goal: 'every lamp off',
  lit: 'lit lamp',
  off: 'off',
  pressed: (cell: string) => `pressed ${cell}`,
  pressesDo: 'press',
  litBound: 'lit lamps over the five one press switches at most, rounded up',
  exactBound:
    'the exact number of presses: the lightest solution of the presses as equations over GF(2)',
  quietReason: (cells: string) =>
    `no presses turn every lamp off: an odd number of lit lamps lie on ${cells}, and every press switches an even number of those`,
  cellName: (col: number, row: number) => `${COLUMNS[col]}${row + 1}`,
};

const ja: typeof en = {
  family: 'ライツアウト',
  title: 'ライツアウト',
  sideTitle: (side: number) => `ライツアウト ${side}×${side}`,
  summary: 'ランプを押して盤のすべてを消します。押すと上下左右も切り替わります。',
  rules:
    'どのマスにもランプがあり、点いているか消えています。マスを押すと、そのランプと上下左右の' +
    'マスのランプが切り替わります（点灯は消灯に、消灯は点灯に）。すべてのランプを消してください。' +
    '押す順番は結果に関係がなく、同じマスを二度押すと元に戻るので、答えは各マスを多くても一度押します。' +
    'カーソルを動かして Enter か Space で押すか、マスをクリックしてください。',
  sideHelp: '正方形の一辺のランプの数、3..7',
  sideLabel: '一辺 #',
  goal: 'すべてのランプを消す',
  lit: '点いたランプ',
  off: '消灯',
  pressed: (cell: string) => `${cell} を押した`,
  pressesDo: '押す',
  litBound: '点いたランプの数を、一回で切り替わる最大の数（5）で割って切り上げたもの',
  exactBound: '正確な手数：押し方を GF(2) 上の連立方程式として解いた最も軽い解',
  quietReason: (cells: string) =>
    `どう押してもすべては消えません：${cells} の上に点いたランプが奇数個あり、どの一押しもそこを偶数個切り替えるからです`,
  cellName: (col: number, row: number) => `${COLUMNS[col]}${row + 1}`,
};

/** Lights Out's words in the current language. */
export const lightsWords = bilingual({ en, ja });
