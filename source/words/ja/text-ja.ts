import type { text as english } from '../en/text-en.js';

export const text: typeof english = {
  milliseconds: (amount) => `${amount} ms`,
  seconds: (amount) => `${amount} 秒`,
  perSecond: (amount) => `${amount}/秒`,
  rows: {
    nodes: 'ノード',
    time: '時間',
    elapsed: '経過',
    cutoffs: '枝刈り',
    folded: (count, nodes) => `… それより前の ${count} 回、ノード ${nodes}`,
    tables: (built, time) => `下限値の表を${built ? '作成' : '読込'} ${time}`,
    loading: {
      reading: (size, time) => `下限値の表を読込中: ${size} · ${time}`,
      building: (size, time, done, left) =>
        `下限値の表を作成中: ${size}${done ? `、${done} 完了` : ''} · ${time}${left ? ` · 残り約 ${left}` : ''}`,
      waiting: (size, time) => `別スレッドで作成中の下限値の表を待機中: ${size} · ${time}`,
    },
    outOfStep: (which) =>
      `*${which ? ` ${which}:` : ''} ノード数の割に遅い: その間マシンが他の処理（他のプログラム、メモリの回収）で忙しかった`,
  },
  duration: {
    years: (amount) => `${amount} 年`,
    days: (amount) => `${amount} 日`,
    h: (amount) => `${amount} 時間`,
    min: (amount) => `${amount} 分`,
    s: (amount) => `${amount} 秒`,
  },
  bound: '上限',
  depth: '深さ',
  f: 'f',
  h: 'h',
  reached: (stage, finished, depth, nodes, time) =>
    `${finished === undefined ? `${stage}を一つも調べ終えないまま` : `${stage} ${finished} まで調べ終え`}、${stage} ${depth} の途中、${time} で ${nodes} ノード`,
  positionsLimit: (algorithm, positions) =>
    `${algorithm} は保持できる最大の ${positions} 局面に達して止まりました`,
  stoppedAt: (flag, value) => `${flag} ${value} で打ち切りました`,
  limitSentence: (head, reached) => `${head}（${reached}）`,
  even: '（偶数）',
  odd: '（奇数）',
  none: 'なし',
  longerIfFound: '。探索で見つかればもっと長くも',
  hardestWhole: (top) =>
    `最難は ${top}手まで：この目標からそれより遠い局面はありません（全局面がわかっています）`,
  hardestSearched: (top, near) =>
    `最難は ${top}手まで：${near > 0 ? `目標から ${near}手までの局面はすべて表にあります。それより遠い開始局面は` : '開始局面は'}、目標から一手ずつ確かに遠ざかることを証明しながら歩いて探すので、${top}手で数秒かかり、その先はさらに長くかかります`,
  lengthsFromGoal: (lengths) => `${lengths}（この目標から）`,
  fromThisGoal: (id, range, more, why) =>
    `${id}: この目標からは ${range} 手${more}${why ? `。${why}` : ''}`,
  moves: (count) => `${count}手`,
  movesRange: (from, to) => `${from}..${to}手`,
  table: {
    bound: '下限値',
    start: '開始',
    moves: '手数',
    nodes: 'ノード数',
    time: '時間',
    ebf: '分岐',
    memory: 'メモリ',
    gaveUpTime: (limit) => `上限 ${limit} で打ち切り`,
    gaveUpNodes: 'ノード数の上限で打ち切り',
    tablesReady: (time) => `表の準備 ${time}`,
  },
  review: {
    noWay: '到達不能',
    verdicts: { closer: '近づいた', sideways: '変わらず', farther: '遠のいた', lost: '行き止まり' },
    unreachable: (moves) => `${moves}。この開始局面からは目標に届きません`,
    solved: (moves, optimal, accuracy) =>
      `${moves}で解けました。最短 ${optimal}手、正確さ ${accuracy}%`,
    lostOnTheWay: (moves, optimal) =>
      `未解決: ${moves}指して、そこからは目標に届きません（最短 ${optimal}手）`,
    notSolved: (moves, left, optimal) =>
      `未解決: ${moves}指して、そこから残り ${left}手（最短 ${optimal}手）`,
    verdictCount: (count, verdict) => `${verdict} ${count}手`,
    leftAt: (move) => `${move}手目で最短の手順から外れました`,
    allOptimal: 'すべての手が最短の手順上',
    parts: (parts) => parts.join('。'),
    list: (parts) => parts.join('、'),
  },
};
