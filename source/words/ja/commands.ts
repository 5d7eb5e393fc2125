import type { commands as english } from '../en/commands.js';

export const commands: typeof english = {
  titled: (title, id) => `${title}（${id}）`,
  startGoal: (start, goal) => `開始局面 ${start}、目標: ${goal}`,
  solve: {
    unknownAlgo: (name, algorithms) =>
      `--algo に '${name}' は指定できません。${algorithms} のどれかを使ってください`,
    either: (names) => names.join('、') || 'なし',
    cannotUse: (id, algorithm, available) =>
      `${id} は --algo ${algorithm} では解けません。${available} を使ってください`,
    boundIsForIda: (algorithm) =>
      `--bound は --algo ida のためのもので、${algorithm} には使えません`,
    allCountsWith: (counters, algorithm) =>
      `--all で解を数えられるのは ${counters} で、${algorithm} ではできません`,
    boundText: (name, text) => `、下限値 ${name}: ${text}`,
    countingAll: '、最短解をすべて数えます',
    withExtra: (total, note) => `（${note}を含めて ${total}手）`,
    solved: (length, extra, nodes, time, rate) =>
      `${length}手で解けました${extra}。${nodes} ノード、${time}、${rate}`,
    solutions: (count) => `最短解は ${count} 通り`,
    startLabel: '開始',
    stepLabel: (step, move) => `${step}手目: ${move}`,
  },
  limits: {
    nodesNeeded: '--limit-nodes にはノード数を 1 以上の整数で指定してください',
    secondsNeeded: '--limit-s には 0 より大きい秒数を指定してください（2 や 0.5 など）',
    or: ' か ',
    needsNoStore: (instead) => `${instead} ならその保持は要りません`,
    noOther: 'ほかに使える探索法はありません',
    larger: (flag, instead) =>
      `より大きな ${flag}${instead ? ` か ${instead}` : ''} なら終わるかもしれません`,
    advised: (sentence, advice) => `${sentence}。ヒント: ${advice}`,
    about: (time) => `約 ${time}`,
    between: (low, high) => `${low}から${high}`,
    willTakeLong: (stage, depth, time, growth) =>
      `tobikoe: ${stage} ${depth} にはおそらく ${time} かかります（ノード数は一回ごとに ${growth}）。--limit-s か --limit-nodes で探索を打ち切れます`,
  },
  failure: {
    noSolution: (why) => `解がありません: ${why}`,
    cancelled: '中断しました',
    internal: (message) => `内部エラー: ${message}`,
    cannotWrite: (why) => `tobikoe: 出力を書けません: ${why}`,
    noSpace: 'デバイスに空きがありません',
    quota: 'ディスクの割り当てを使い切りました',
    stdoutClosed: 'stdout が閉じています',
    ioError: '入出力エラー',
    unknownError: '不明なエラー',
  },
  review: {
    needsMoves: 'review には --moves が必要です。例: --moves "0-5 2-3"（ペグの連続跳びは 0-5-12）',
    heading: (title, id, start) => `${title}（${id}）、開始局面 ${start}`,
  },
  bounds: {
    startGoal: (start, goal) => `開始局面 ${start}、目標 ${goal}`,
    plan: (count, seconds, total) =>
      `探索 ${count} 回、それぞれ ${seconds} 秒で打ち切り: 合計で最大 ${total}`,
    heading: (plan) => `下限値ごとの IDA*、最後に下限値なし。${plan}`,
    defaultLimit: (seconds) => `既定の上限 ${seconds} 秒（--limit-s）`,
    allStopped: (limit) =>
      `どの下限値の探索も目標の前に ${limit} で打ち切りました。上限を大きくすれば終わるかもしれません`,
  },
  list: {
    lowerBounds: (names) => `下限値: ${names}`,
  },
};
