import type { solve as english } from '../en/solve-en.js';
import { solveTables, solveWatch } from './solve-watch-ja.js';

export const solve: typeof english = {
  header: {
    compare: 'この局面から探索法を比べる',
    bounds: '下限値の比較: この局面からそれぞれで IDA*',
    watchBound: (bound) => `探索を見る: IDA*（下限値は ${bound}）`,
    watch: (name) => `探索を見る: ${name}`,
    solve: (name) => `解く: ${name}`,
  },
  escape: { stop: '止める', back: '戻る', close: '閉じる', cancel: '中止' },
  keys: { pause: 'Space 一時停止/再開', nodesAFrame: '+- 1コマのノード数' },
  result: {
    alreadyGoal: 'この局面はもう目標です',
    optimal: (length, nodes, time) => `最短 ${length}手 · ノード ${nodes} · ${time}`,
    found: (length, nodes, time) => `${length}手（最短とは限らない） · ノード ${nodes} · ${time}`,
    lengthNote: (extra, total, text) => `+${extra} = ${total}（${text}を含む）`,
    byTwo: (even) =>
      `深さは 2 ずつ: 一手ごとに偶奇が変わるので、ここからの解の手数はどれも${even ? '偶数' : '奇数'}`,
    listing: (listed) => `（最初の ${listed} 通りを表示）`,
    answers: (solutions, listing, index, listed, same, first) =>
      `最短解 ${solutions} 通り${listing} · 解 ${index}/${listed} · ${same} 通りが ${first} で始まる`,
    cancelled: (time, at) => `${time} で中止${at ? `（${at}）` : ''}`,
    noSolution: (reason) => `解なし: ${reason}`,
    failed: (message) => `失敗: ${message}`,
    limits: { nodes: 'ノード数の上限', time: '時間の上限' },
    pressFor: (text, key, name) => `${text} · ${key} で ${name}`,
    refused: (name, title) => `${title}には${name}は使えません`,
  },
  step: {
    start: '開始局面',
    count: (step, total) => `${step}/${total} 手目`,
    speed: (ms) => `1手 ${ms} ms`,
  },
  estimate: {
    growth: (times, stage) => `${stage}ごとにノード ×${times}`,
    now: (stage, depth, nodes, time, growth) =>
      `${stage} ${depth}: ノード約 ${nodes}、${time}（${growth}）`,
    faster: (key, name) => `${key} ${name} ならずっと速い · `,
    long: (now, stage, depth, time, advice) =>
      `${now}。${stage} ${depth} は ${time} ほどかかりそうです: ${advice}Esc で中止`,
  },
  notice: {
    busy: '探索中… Esc で中止',
    counting: (chosen, instead) => `${chosen}では解を数えられないので、${instead} で数えます`,
  },
  live: {
    figures: (label, nodes, rate, time) => `${label}  ノード ${nodes}  ${rate}  ${time}`,
    searching: (time) => `探索中…  ${time}`,
    countingAll: 'すべての解を数えています',
  },
  ...solveTables,
  watch: solveWatch,
};
