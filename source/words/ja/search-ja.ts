import type { search as english } from '../en/search-en.js';

export const search: typeof english = {
  algorithms: {
    bfs: '幅優先探索',
    bidir: '双方向探索',
    iddfs: '単純な反復深化',
    ida: 'IDA*（下限値枝刈り法）',
    astar: 'A*（手数と下限値の和で最良優先）',
    greedy: '貪欲最良優先探索（下限値だけで選ぶ。最短とは限らない）',
  },
  noBound: '下限値なし: 単純な反復深化',
  notApplicable: {
    algorithm: (algorithm) => `${algorithm} はこのパズルには使えません`,
    bound: (algorithm) => `${algorithm} は下限値を使いません`,
    counting: (algorithm) => `${algorithm} では解をすべて数えられません`,
    guide: (algorithm) => `${algorithm} は下限値に従って進むので、下限値なしでは使えません`,
  },
  noSolutionWithin: (moves) => `${moves}手以内の解はありません`,
  noAnswerWithin: (moves) => `${moves}手以内に解は見つかりません`,
  everyLineSearched: (nodes) =>
    `この局面からは目標に届きません。すべての手順を調べました（${nodes} ノード）`,
  noLineOfPlay: 'ここからどう指しても目標に届きません',
  cannotDeal:
    'このパズルでは新しい開始局面を配れません：目標が条件で与えられ、局面が多すぎてすべての目標局面を求められません',
  watchTooLarge:
    '幅優先探索は止まりました: 保持しきれないほど局面が多すぎます。IDA* で探索を見てください',
  noStartAt: (length, lengths) => `目標から ${length}手の開始局面はありません。${lengths}`,
  noRandom:
    'ここでは局面を無作為に選べません：局面が多すぎて列挙できず、パズル自身にも無作為に作る方法がありません',
  randomMissed: '何度選び直しても、配ってよい局面が出ませんでした',
  shuffleParity: (moves, why) =>
    `${moves}手のシャッフルでは、配ってよい開始局面で終われません（${why}）`,
  cannotShuffle: 'このパズルはシャッフルできません：出発点となる目標局面がありません',
  storedTablesWrong: (names) =>
    `保存された表が下限値を超えるおそれがあったため、退けて作り直しました（${names}）`,
  tablesWrong: (name, why) =>
    `下限値 ${name} の保存された表が間違っていました（${why}）。表を退避して作り直し、探索をやり直しました`,
  mapWorkerStopped: '地図を作るワーカーが止まりました',
  map: {
    layerSizes: '層の大きさが印の数と合いません',
    goalsFirst: '目標が最初の層になっていません',
    notMarked: (layer) => `層 ${layer} の局面にその印がありません`,
    noNearer: (layer) => `層 ${layer} の局面に一手近い隣がありません`,
    notExact: '印が目標から探索した距離と合いません',
    notBuilt: '印がこの版の作る地図と違います',
    unproved:
      'この大きさの地図は、この版が作るものと確かめられたときだけ使います。この地図はそうではありません',
  },
};
