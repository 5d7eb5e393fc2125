import { bilingual } from '../../words/language.js';

const en = {
  family: 'Knights',
  title: 'Knights Exchange',
  summary: 'Swap three black and three white knights on a 3×4 board.',
  rules:
    'Knights move as in chess: two cells one way and one cell across, jumping over anything ' +
    'in between, and only onto an empty cell. Black starts on the top row and white on the ' +
    'bottom row; bring the black knights to the bottom row and the white ones to the top.',
  page: '16 moves; 18,480 states; farthest from the start 22 moves (3 positions)',
  goal: 'black and white knights change places',
  goalGiven: (board: string) => `the knights stand as in ${board}`,
  assignmentBound: 'knight moves of each knight alone to its own goal cell, cheapest matching',
  nearestBound: 'knight moves of each knight alone to the nearest goal cell of its colour',
  misplacedBound: 'knights not on a goal cell of their colour (each must move at least once)',
};

const ja: typeof en = {
  family: '騎士',
  title: '騎士の交換',
  summary: '3×4 の盤で、黒3騎と白3騎の騎士を入れ替えます。',
  rules:
    '騎士はチェスのナイトと同じく、ある向きに2マス、それと直角に1マスの位置へ跳びます。' +
    '間にある駒は飛び越え、行き先は空いたマスに限ります。黒は上の段、白は下の段から始めます。' +
    '黒の騎士を下の段へ、白の騎士を上の段へ移してください。',
  page: '16手。局面数 18,480。開始局面から最も遠いのは22手（3局面）',
  goal: '黒と白の騎士が入れ替わる',
  goalGiven: (board: string) => `騎士が ${board} のように並ぶ`,
  assignmentBound: '各騎士が一騎だけで自分の目標マスへ行く手数（最も安い割り当て）',
  nearestBound: '各騎士が一騎だけで同じ色の最も近い目標マスへ行く手数',
  misplacedBound: '同じ色の目標マスにいない騎士の数（どれも少なくとも一度は動きます）',
};

/** Knights Exchange's words in the current language. */
export const knightsWords = bilingual({ en, ja });
