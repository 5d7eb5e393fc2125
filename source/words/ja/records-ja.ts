import type { records as english } from '../en/records-en.js';

/** 記録の画面（メニューの r）と `tobikoe records`。 */
export const records: typeof english = {
  title: '記録',
  intro: 'すべてのパズルの回数、開始局面ごとの最短と最速',
  notPlayed: 'まだ遊んでいません',
  begun: (count) => `始めた回数 ${count}`,
  solved: (count) => `解いた回数 ${count}`,
  unaided: (count) => `助けなしで解いた回数 ${count}`,
  streak: (days) => `デイリー連続 ${days} 日`,
  dailies: (count) => `解いたデイリー ${count}`,
  starts: {
    standard: '標準の開始局面',
    daily: 'デイリー',
    dealt: '配られた開始局面',
    own: '自分で指定した開始局面',
  },
  origin: { daily: 'デイリー', dealt: '配られた開始局面' },
  positions: (count) => `${count} 局面`,
  best: (moves) => `最短 ${moves} 手`,
  bestUnaided: (moves) =>
    moves === null ? '助けなしの記録はまだありません' : `助けなし最短 ${moves} 手`,
  fastest: (time) => `最速 ${time}`,
  noRecords: 'まだ解いていません',
  none: 'まだどのパズルも遊んでいません。解くとここに記録が出ます',
  confirm: (what) => `${what}の記録を消しますか？ y 消す · n 残す`,
  cleared: (what) => `${what}の記録を消しました`,
  notCleared: (reason) => `記録を消せませんでした：${reason}`,
  nothingToClear: 'この行には消す記録がありません。最短のある開始局面を選んでください',
  selected: '選択中',
};
