import type { analysis as english } from '../en/analysis-en.js';

export const analysis: typeof english = {
  positions: (_value, shown) => `${shown} 局面`,
  moves: (value) => `${value}手`,
  fromGoal: '目標から',
  fromStart: '開始局面から',
  space: {
    tooLarge: (positions, moves, fromGoal, time) =>
      `大きすぎて全体をたどれません: ${positions}で打ち切り、どれも${fromGoal ? '目標' : '開始局面'}から ${moves}以内（${time}）`,
    fromStart: (positions, moves, time) =>
      `${positions} · 開始局面から最も遠くて ${moves} · ${time}`,
    noneReach: (positions, time) => `開始局面から ${positions}、どれも目標に届きません · ${time}`,
    oneWay: (positions, reach, moves, dead, time) =>
      `開始局面から ${positions}: 目標に届くのは ${reach}（遠くても ${moves}）、行き止まりは ${dead} · ${time}`,
    fromGoal: (positions, moves, time) => `${positions} · 目標から最も遠くて ${moves} · ${time}`,
  },
  verdict: {
    cannotReach: (reason) => `開始局面から目標には届きません: ${reason}`,
    alreadyGoal: '開始局面はもう目標です',
    away: (moves) => `開始局面は目標から ${moves}`,
    hereAway: (moves) => `いまの局面は目標から ${moves}`,
    hereGoal: 'いまの局面は目標です',
    hereCannotReach: (reason) => `いまの局面から目標には届きません: ${reason}`,
    hereFinding: 'いまの局面: 目標までの手数を探しています…',
  },
  list: {
    sample: (kept) => `無作為に選んだ ${kept}`,
    first: (kept) => `最初の ${kept}`,
    head: (positions, moves, toward) => `${toward} ${moves}のところに ${positions}`,
    range: (from, to, of) => `${of}のうち ${from}–${to}`,
    shown: (some) => `${some}を表示`,
  },
  sizeKeys: 'Esc 戻る · Ctrl-C 終了',
  title: (title, id, onMap) => `${title} (${id}): ${onMap ? '全体の地図' : '全局面'}`,
  walking: (sofar, time) => `全局面をたどっています… ${sofar}${time}`,
  sofar: (depth, positions) => `深さ ${depth} · ここまで ${positions} 局面 · `,
  failed: (message) => `失敗: ${message}`,
  cancelled: '中止しました',
  keys: {
    choose: '選ぶ',
    depth: '深さ',
    play: '遊ぶ',
    map: '地図を作る',
    walk: '全局面',
    wholeMap: '全体の地図',
    cancel: '中止',
    back: '戻る',
  },
  map: {
    aboutSeconds: (value) => `約 ${value} 秒`,
    aboutMinutes: (value) => `約 ${value} 分`,
    minutes: (minutes, secondsLeft) => `${minutes} 分 ${secondsLeft} 秒`,
    cost: (time, megabytes) => `2 コアで${time}、メモリ約 ${megabytes} MB`,
    kept: (time) => `保存済みの地図（作成に ${time}）`,
    made: (time) => `${time} で作成、次回のために保存しました`,
    whole: (positions, moves, made) =>
      `全体の地図: ${positions} · 目標から最も遠くて ${moves} · ${made}`,
    cancelled: '地図の作成を中止しました。何も保存していません。',
    damaged: (why) => `保存されていた地図が壊れていたので（${why}）削除しました。`,
    none: '全体の地図はまだ保存されていません。',
    plan: (before, size, cost) =>
      `${before}目標から ${size} 局面すべての地図を作るには ${cost} が要ります。作った地図はデータフォルダに保存され、次回からはすぐに開きます。`,
    starting: (time) => `全局面の地図を作っています… ${time}`,
    estimating: '残り時間を見積もり中',
    done: (percent, left) => `${percent}% 完了 · 残り${left}`,
    progress: (layer, reached, size, time, left) =>
      `全局面の地図を作っています… 第 ${layer} 層 · ${reached}${size ? ` / ${size}` : ''} 局面 · ${time} · ${left}`,
    looking: '保存された全体の地図を探しています…',
    failed: (message) => `地図の作成に失敗しました: ${message}`,
  },
};
