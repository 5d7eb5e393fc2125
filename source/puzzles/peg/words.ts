import { bilingual } from '../../words/language.js';

const PEG_RULES =
  'Every hole but one holds a peg. A peg jumps along a line over a neighbouring peg into the ' +
  'empty hole just beyond it, and the peg jumped over is taken off the board. A peg may go on ' +
  'jumping as long as it can; a whole chain of jumps by one peg counts as a single move, ' +
  'written [from, to1, to2, …]. Clear the board down to one peg.';

const PEG_RULES_JA =
  '穴は一つを除いてすべてペグで埋まっています。ペグは線に沿って隣のペグを飛び越え、' +
  'そのすぐ先の空いた穴へ移ります。飛び越えられたペグは盤から取り除きます。' +
  '同じペグは跳べる限り続けて跳んでよく、一つのペグの連続跳びはまとめて1手と数え、' +
  '[from, to1, to2, …] と書きます。盤上のペグを一つになるまで減らしてください。';

const en = {
  family: 'Peg Solitaire',
  starTitle: 'Peg Solitaire Star',
  star2Title: 'Peg Solitaire Star 2',
  starSummary: 'Clear a 13-hole hexagram down to one peg, left in the hole you emptied first.',
  starRules: `${PEG_RULES} Here the last peg must stand in the hole emptied at the start (--anywhere drops that).`,
  starPage:
    'hole 0: 7 moves, 28 shortest complementary solutions beginning [7, 0]; hole 2 and the ' +
    'non-complementary goal: 7 moves too',
  star2Summary: 'The hexagram without its centre: 12 holes, one peg left anywhere.',
  star2Rules: `${PEG_RULES} The last peg may stand anywhere; emptying a group-0 hole first leaves no solution (parity).`,
  star2Page:
    'hole 2: 7 moves, [7,2] [11,5] [10,8] [4,9,7] [0,6] [1,3] [7,2,4,9]; group-0 holes ' +
    'unsolvable; no complementary solution exists',
  holeHelp: 'the first peg removed',
  holeLabel: 'hole #',
  anywhereHelp: 'the last peg may stand anywhere, not only in the first hole removed',
  peg: 'peg',
  goalAnywhere: 'one peg left, anywhere',
  goalIn: (hole: number) => `one peg left, in hole ${hole}`,
  noPegs: 'the board has no pegs, so none can be left',
  wrongHole: (last: number, target: number) =>
    `one peg is left, in hole ${last}, not in hole ${target}`,
  noJump: (pegs: number) => `${pegs} pegs remain and none can jump`,
  oneBound: 'one move while the goal is not reached',
  pointsBound: (points: string) =>
    `pegs on holes no jump passes over (${points}) must each jump away, but a last one; at least one`,
  // The parity argument (parity.ts).
  groups: (groups: readonly number[]) =>
    groups.length === 1
      ? `group ${groups[0]}`
      : `groups ${groups.slice(0, -1).join(', ')} and ${groups[groups.length - 1]}`,
  tally: (counts: string, total: number) => `groups 0/1/2 hold ${counts} of ${total} pegs`,
  even: 'even',
  odd: 'odd',
  noneAgrees: (tally: string, parity: string) =>
    `parity: ${tally}; no group is ${parity} like the total, but the last peg's group must be, so one peg can never remain`,
  manyAgree: (tally: string, groups: string, all: boolean, parity: string) =>
    `parity: ${tally}; ${groups} are ${all ? 'all ' : ''}${parity} like the total, but only the last peg's group can be, so one peg can never remain`,
  otherGroup: (tally: string, group: number, parity: string, target: number, targetGroup: number) =>
    `parity: ${tally}; only group ${group} is ${parity} like the total, so the last peg ends in group ${group}, never in hole ${target} (group ${targetGroup})`,
  // What a start board may not be (puzzle.ts, chains.ts).
  startOrHole: (id: string) => `${id} takes --start or --hole, not both`,
  startNoPegs: 'the start board has no pegs',
  noEmptyHole: 'the start board has no empty hole; a peg needs one to jump into',
  tooManyChains: (size: number, limit: string) =>
    `the pegs of this ${size}-hole board could jump along more than ${limit} different chains, more than tobikoe numbers`,
};

const ja: typeof en = {
  family: 'ペグ・ソリテア',
  starTitle: 'ペグ・ソリテア・スター',
  star2Title: 'ペグ・ソリテア・スター2',
  starSummary: '13穴の六芒星のペグを一つになるまで減らし、最初に空けた穴に残します。',
  starRules: `${PEG_RULES_JA}ここでは最後のペグを、最初に空けた穴に残さなければなりません（--anywhere でこの条件を外せます）。`,
  starPage: '穴0：7手。[7, 0] で始まる最短の補完解が28通り。穴2や補完でない目標でも7手',
  star2Summary: '中央のない六芒星：12穴で、最後のペグはどこに残ってもかまいません。',
  star2Rules: `${PEG_RULES_JA}最後のペグはどこに残ってもかまいません。グループ0の穴を最初に空けると解はありません（偶奇）。`,
  star2Page:
    '穴2：7手、[7,2] [11,5] [10,8] [4,9,7] [0,6] [1,3] [7,2,4,9]。グループ0の穴からは解けず、補完解は存在しません',
  holeHelp: '最初に取り除くペグ',
  holeLabel: '穴 #',
  anywhereHelp: '最後のペグは最初に空けた穴に限らず、どこに残ってもよい',
  peg: 'ペグ',
  goalAnywhere: 'ペグを一つ残す（場所は問わない）',
  goalIn: (hole: number) => `穴 ${hole} にペグを一つ残す`,
  noPegs: '盤にペグがないので、一つを残すことはできません',
  wrongHole: (last: number, target: number) =>
    `残ったペグは穴 ${last} にあり、穴 ${target} ではありません`,
  noJump: (pegs: number) => `ペグが ${pegs} 個残り、どれも跳べません`,
  oneBound: '目標に着くまでは1手',
  pointsBound: (points: string) =>
    `どの跳躍も越えない穴（${points}）にあるペグは、最後の一つを除きそれぞれ跳んで去る必要があります。少なくとも1`,
  groups: (groups: readonly number[]) => `グループ ${groups.join('・')}`,
  tally: (counts: string, total: number) => `グループ 0/1/2 のペグは ${counts}（計 ${total}）`,
  even: '偶数',
  odd: '奇数',
  noneAgrees: (tally: string, parity: string) =>
    `偶奇：${tally}。合計と同じく${parity}のグループがありませんが、最後のペグのグループはそうでなければならないので、ペグを一つ残すことはできません`,
  manyAgree: (tally: string, groups: string, all: boolean, parity: string) =>
    `偶奇：${tally}。${groups}が${all ? 'すべて' : ''}合計と同じく${parity}ですが、そうなれるのは最後のペグのグループだけなので、ペグを一つ残すことはできません`,
  otherGroup: (tally: string, group: number, parity: string, target: number, targetGroup: number) =>
    `偶奇：${tally}。合計と同じく${parity}なのはグループ ${group} だけなので、最後のペグはグループ ${group} に残り、穴 ${target}（グループ ${targetGroup}）には残りません`,
  startOrHole: (id: string) => `${id} には --start か --hole のどちらか一方だけを指定してください`,
  startNoPegs: '開始局面にペグがありません',
  noEmptyHole: '開始局面に空いた穴がありません。ペグが跳び込むには空いた穴が一つ要ります',
  tooManyChains: (size: number, limit: string) =>
    `この ${size} 穴の盤では、ペグの連続跳びが ${limit} 通りを超え、tobikoe が番号を付けられる数を超えます`,
};

/** The peg solitaires' words in the current language. */
export const pegWords = bilingual({ en, ja });
