import { bilingual } from '../../words/language.js';

const en = {
  family: 'Flip It',
  lineTitle: 'Flip It',
  starTitle: 'Flip It Star',
  lineSummary: 'Turn five black pieces in a row white by jumping over them.',
  starSummary: 'Turn eleven black pieces on a hexagram white by jumping along its lines.',
  rules:
    'A piece jumps along a straight line over one or more pieces into the empty cell; it never ' +
    'bends on the way. Every piece it jumps over is turned over, black to white and white to ' +
    'black; the jumping piece stays as it is. A piece next to the empty cell has nothing to jump ' +
    'and cannot move. Turn every piece white; the empty cell may end anywhere.',
  linePage: 'no optimum given; the example plays 5→0, 2→5, 0→2, 5→0 to turn every piece white',
  starPage: '18 moves; 24,576 states, all solvable; farthest 21 moves (24 positions)',
  goal: 'every piece white',
  turnsBound: (most: number) =>
    `black pieces over the most one jump turns over (${most}), rounded up`,
};

const ja: typeof en = {
  family: 'フリップ・イット',
  lineTitle: 'フリップ・イット',
  starTitle: 'フリップ・イット・スター',
  lineSummary: '一列に並んだ黒い駒5個を、飛び越えて裏返し、すべて白にします。',
  starSummary: '六芒星に並んだ黒い駒11個を、線に沿って飛び越えて、すべて白にします。',
  rules:
    '駒は一直線に、一つ以上の駒を飛び越えて空いたマスへ移ります。途中で曲がることはできません。' +
    '飛び越えられた駒はすべて裏返り、黒は白に、白は黒になります。飛んだ駒はそのままです。' +
    '空いたマスの隣にある駒は飛び越すものがないので動けません。' +
    'すべての駒を白にしてください。空いたマスは最後にどこにあってもかまいません。',
  linePage: '最短手数の記載なし。例では 5→0, 2→5, 0→2, 5→0 ですべての駒を白にします',
  starPage: '18手。局面数 24,576、すべて解けます。最も遠いのは21手（24局面）',
  goal: 'すべての駒を白にする',
  turnsBound: (most: number) =>
    `黒い駒の数を、一回の跳躍で裏返せる最大の数（${most}）で割って切り上げたもの`,
};

/** Flip It's words in the current language. */
export const flipWords = bilingual({ en, ja });
