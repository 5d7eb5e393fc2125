import { bilingual } from '../../words/language.js';

const BASIC_RULES =
  'Swap the black and white stones. Black moves only to larger cell numbers (right or down), ' +
  'white only to smaller (left or up). A stone steps into the empty cell next to it, or jumps ' +
  'in a straight line over one stone of the other colour into the empty cell beyond.';

const BASIC_RULES_JA =
  '黒と白の駒を入れ替えます。黒は番号の大きいマスへ（右か下へ）、白は番号の小さいマスへ（左か上へ）だけ進めます。' +
  '駒は隣の空いたマスへ一歩進むか、相手の色の駒一つを一直線に飛び越えて、その先の空いたマスへ跳びます。';

const en = {
  family: 'Frog',
  basicRules: BASIC_RULES,
  lineTitle: 'Frog jump: line',
  lineSummary: 'Black and white stones change places on a line of 2n+1 cells.',
  lineRules: `${BASIC_RULES} The line has n stones of each colour; choose n from 1 to 8 with --n.`,
  linePage: 'every solution takes n²+2n moves: 15 for n = 3, 24 for n = 4',
  stonesHelp: 'stones of each colour (the line has 2n+1 cells)',
  aTitle: 'Frog jump: board A',
  aSummary: 'Five black and five white stones change places on a cross of 11 cells.',
  aPage: 'shortest: 23 moves',
  bTitle: 'Frog jump: board B',
  bSummary: 'Five black and five white stones change places on a stepped board of 11 cells.',
  bPage: 'the page shows 26 moves; the shortest is 25',
  cTitle: 'Frog jump: board C',
  cSummary: 'Eight stones of each colour change places on two 3×3 squares sharing a corner.',
  cPage: 'shortest: 46 moves; 218,790 arrangements (133,864 reachable)',
  mini1Title: 'Frog jump: small board, rule 1',
  mini1Summary: 'Three stones of each colour on 7 cells; diagonal moves allowed, never back.',
  mini1Rules: `${BASIC_RULES} Rule 1: steps and jumps may also go diagonally; stones still never go back.`,
  mini1Page: 'shortest: 8 moves',
  mini2Title: 'Frog jump: small board, rule 2',
  mini2Summary: 'Three stones of each colour on 7 cells; no diagonals, but back is allowed.',
  mini2Rules:
    'Swap the black and white stones. A stone steps into the empty cell next to it (not ' +
    'diagonally), or jumps in a straight line over one stone of the other colour into the ' +
    'empty cell beyond. Rule 2: stones of either colour may move in any direction, back too.',
  mini2Page: 'shortest: 15 moves',
  reach: (board: string) => `reach ${board}`,
  swap: (board: string) => `swap the colours, to ${board}`,
  notNext: 'that stone is not next to the empty cell and cannot jump into it',
  blackWay: 'black goes right or down',
  whiteWay: 'white goes left or up',
  noBackward: (way: string) => `that stone cannot move backward: ${way}`,
  jumpOther: 'a stone jumps only over a stone of the other colour',
  loneBound: "each stone's moves to its own goal cell as if alone on the board, cheapest matching",
  travelBound: 'cells the stones must travel, less one per black–white pair that can still jump',
  misplacedBound: 'stones not on a goal cell of their colour (each must move at least once)',
  combinedBound: 'the larger of lone and travel',
  directionRule: ' (black moves only to larger cell numbers, white only to smaller)',
  stranded: (colour: string, cell: number, rule: string) =>
    `the ${colour} stone on cell ${cell} can never reach a cell that is ${colour} in the goal${rule}`,
  crowded: (colour: string, rule: string) =>
    `the ${colour} stones cannot each reach a different ${colour} cell of the goal${rule}`,
  // What --start and --n may not say (line.ts).
  lineCells: (cells: number, least: number, most: number, mostCells: number) =>
    `the start board has ${cells} cells; the line needs 2n+1 cells with n from ${least} to ${most} (3, 5, … ${mostCells})`,
  lineN: (n: number, cells: number) =>
    `n ${n} needs a start board of ${2 * n + 1} cells, the start board has ${cells}`,
};

const ja: typeof en = {
  family: '蛙跳び',
  basicRules: BASIC_RULES_JA,
  lineTitle: '蛙跳び：一列',
  lineSummary: '2n+1 マスの一列で、黒と白の駒が入れ替わります。',
  lineRules: `${BASIC_RULES_JA}列には各色 n 個の駒が並びます。n は 1 から 8 まで、--n で選べます。`,
  linePage: 'どの解も n²+2n 手：n = 3 なら15手、n = 4 なら24手',
  stonesHelp: '各色の駒の数（列は 2n+1 マス）',
  aTitle: '蛙跳び：盤A',
  aSummary: '十字形の11マスで、黒5個と白5個の駒が入れ替わります。',
  aPage: '最短23手',
  bTitle: '蛙跳び：盤B',
  bSummary: '階段状の11マスで、黒5個と白5個の駒が入れ替わります。',
  bPage: 'ページの解は26手、最短は25手',
  cTitle: '蛙跳び：盤C',
  cSummary: '角を共有する二つの3×3の正方形で、各色8個の駒が入れ替わります。',
  cPage: '最短46手。配置 218,790 通り（到達できるのは 133,864）',
  mini1Title: '蛙跳び：小さな盤・ルール1',
  mini1Summary: '7マスに各色3個。斜めにも動けますが、後戻りはできません。',
  mini1Rules: `${BASIC_RULES_JA}ルール1：一歩も跳躍も斜めに進めます。後戻りはやはりできません。`,
  mini1Page: '最短8手',
  mini2Title: '蛙跳び：小さな盤・ルール2',
  mini2Summary: '7マスに各色3個。斜めには動けませんが、後戻りできます。',
  mini2Rules:
    '黒と白の駒を入れ替えます。駒は隣の空いたマスへ一歩進むか（斜めは不可）、' +
    '相手の色の駒一つを一直線に飛び越えて、その先の空いたマスへ跳びます。' +
    'ルール2：どちらの色の駒も、後ろも含めてどの向きにも動けます。',
  mini2Page: '最短15手',
  reach: (board: string) => `${board} にする`,
  swap: (board: string) => `色を入れ替えて ${board} にする`,
  notNext: 'その駒は空いたマスの隣になく、跳んで入ることもできません',
  blackWay: '黒は右か下へ進みます',
  whiteWay: '白は左か上へ進みます',
  noBackward: (way: string) => `その駒は後戻りできません：${way}`,
  jumpOther: '飛び越せるのは相手の色の駒だけです',
  loneBound: '各駒が盤上に一つだけあるとして自分の目標マスへ行く手数（最も安い割り当て）',
  travelBound: '駒が進むべきマス数から、まだ跳び合える黒と白の組の数を引いたもの',
  misplacedBound: '自分の色の目標マスにない駒の数（どれも少なくとも一度は動きます）',
  combinedBound: 'lone と travel の大きい方',
  directionRule: '（黒は番号の大きいマスへ、白は小さいマスへしか進めません）',
  stranded: (colour: string, cell: number, rule: string) =>
    `マス ${cell} の${colour}の駒は、目標で${colour}になるマスへ決して行けません${rule}`,
  crowded: (colour: string, rule: string) =>
    `${colour}の駒を、目標の${colour}のマスへ一つずつ別々に送ることはできません${rule}`,
  lineCells: (cells: number, least: number, most: number, mostCells: number) =>
    `開始局面のマスが ${cells} 個あります。列には 2n+1 個のマスが要り、n は ${least} から ${most} です（3、5、… ${mostCells}）`,
  lineN: (n: number, cells: number) =>
    `n ${n} には ${2 * n + 1} マスの開始局面が要りますが、開始局面のマスは ${cells} 個です`,
};

/** The frog puzzles' words in the current language. */
export const frogWords = bilingual({ en, ja });
