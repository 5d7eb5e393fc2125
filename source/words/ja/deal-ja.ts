import type { deal as english } from '../en/deal-en.js';

export const deal: typeof english = {
  title: (puzzle) => `新しい局面 · ${puzzle}`,
  finding: '最短手数の幅を調べています…',
  lengths: (range) => `最短手数: ${range}`,
  unknown: (why) => `最短手数の幅がわかりません: ${why}`,
  difficulties: { easy: 'やさしい', medium: 'ふつう', hard: 'むずかしい', hardest: '最難' },
  daily: '今日の問題',
  dailyMore: '今日の局面。だれにでも同じ局面です',
  dealing: (difficulty) => `「${difficulty}」の局面を作っています…（Esc で中止）`,
  dealingDaily: '今日の局面を作っています…（Esc で中止）',
  failed: (message) => `局面を作れませんでした: ${message}`,
  stopped: '中止しました。もう一度選んでください',
  dealtLabel: (difficulty, moves) => `${difficulty} · 目標まで ${moves}手`,
  dealt: '作った局面',
  dailyLabel: (day, par) => `今日の問題 ${day} · 基準 ${par}手`,
};
