import type {
  solveTables as englishTables,
  solveWatch as englishWatch,
} from '../en/solve-watch-en.js';

export const solveTables: typeof englishTables = {
  compare: {
    columns: {
      algorithm: '探索法',
      length: '手数',
      iterations: '反復',
      nodes: 'ノード',
      time: '時間',
      held: '局面',
      memory: 'メモリ',
    },
    timesAre: '時間: 各探索だけを順に計測（先に温め、表の時間は除く）',
    outOfStep:
      '* ノード数が3倍の探索より時間がかかった: ノード1つの手間が大きい（局面の保持、ヒープ、下限値）か、マシンが忙しかった',
    iterationsAre: '反復: 層（幅優先）、上限（反復深化）、f（A*）、h（greedy）',
    waiting: '待機',
    gaveUp: '打ち切り',
    stopped: '停止',
    none: '解なし',
    limit: '上限',
    failed: '失敗',
    gaveUpLine: (time) => `打ち切り: ${time} 以内に解が出ませんでした`,
    keepsAtMost: (name, positions) => `上限: ${name} が保存できる局面は ${positions} まで`,
    limitNames: { nodes: 'ノード数', time: '時間' },
    stoppedAt: (name, limit) => `上限: ${name} は${limit}の上限で止まりました`,
  },
  bounds: {
    columns: {
      bound: '下限値',
      start: '開始',
      moves: '手数',
      nodes: 'ノード',
      time: '時間',
      memory: 'メモリ',
    },
    waiting: '待機',
    stopped: '停止',
  },
};

export const solveWatch: typeof englishWatch = {
  standing: (label, node, total) => `${label} · ノード ${node} · 計 ${total}`,
  layer: (layer) => `第 ${layer} 層`,
  layerBoth: (layer) => `両側の第 ${layer} 層`,
  expanded: (layer, positions) => `${layer} · 展開した局面 ${positions}`,
  estimate: (g, h, f, limit) => `g ${g} + h ${h} = f ${f} ≤ 上限 ${limit}`,
  bestFirstNode: (g, h, f) => `g ${g} + h ${h} = f ${f}`,
  greedyNode: (g, h) => `h ${h}（開始局面から g ${g}手）`,
  openSet: (open, stored, stage, best) =>
    `オープンリスト ${open} · 保存 ${stored} · 未展開の最小の ${stage} ${best}`,
  ofLimit: (g, limit) => `g ${g}（深さの上限 ${limit}）`,
  fromStart: (g) => `g ${g}: 開始局面から ${g}手`,
  fromGoal: (g) => `g ${g}: 目標局面から ${g}手`,
  path: (length) => `手順 (${length})`,
  pathFromGoal: (length) => `目標局面からの手順 (${length})`,
  atStart: '開始局面',
  atGoal: '目標局面',
  pruned: (f, limit, move) => `枝刈り: f ${f} > 上限 ${limit} (${move})`,
  prunedMore: (more) => `ほかに ${more} 件を枝刈り、続いて:`,
  tree: (layer, left, next, stored) =>
    `第 ${layer} 層: 展開待ち ${left}、次の層 ${next}、保存 ${stored}`,
  startSide: (tree) => `開始側 ${tree}`,
  goalSide: (tree) => `目標側 ${tree}`,
  growingStart: '開始側から広げています',
  growingGoal: '目標側から広げています',
  pace: (nodes) => `1コマ ${nodes} ノード`,
  everySeconds: (seconds) => (seconds === 1 ? '1秒に1ノード' : `${seconds}秒に1ノード`),
  perSecond: (nodes) => `1秒に${nodes}ノード`,
  playing: (pace) => `▶ 再生中（${pace}）`,
  paused: (pace) => `❚❚ 一時停止中（${pace}）`,
  starting: (pace) => `開始中… ${pace}`,
  metAt: (board) => `出会った局面 ${board}`,
  lookingBack: (back, node, reach) =>
    `◂ ${back} ノード前: 全体で ${node} ノード目（, で ${reach} まで戻る、. で進む、Space で再開）`,
  perDepth: 'この反復の深さごとのノード数',
  growth: {
    title: '反復ごとのノード数（対数目盛）、× は前の反復との比',
    mean: (factor) => `1回ごとに約 ${factor}`,
    lastCut: '最後の反復は目標で止まった',
    compact: (factors) => `増え方: ${factors}`,
  },
  frontiers: {
    title: '層ごとの局面数: 開始側 ▸ … ◂ 目標側',
    offChart: (forward, backward) =>
      `層ごとの局面数 · 図の外: ${[
        forward > 0 ? `0-${forward - 1} ▸` : '',
        backward > 0 ? `◂ 0-${backward - 1}` : '',
      ]
        .filter((part) => part !== '')
        .join(', ')}`,
    met: (length) => `◆ 出会った: 全部で ${length}手`,
    meetingShown: '盤は出会った局面、( ) は開始局面と違うマス',
  },
};
