import type { help as english } from '../en/help-en.js';

export const help: typeof english = {
  numbering: 'マスの番号（ページと同じ。# で盤面の横に表示）',
  goal: (goal) => `目標: ${goal}。`,
  page: (figure) => `出典: ${figure}。`,
  lengthNote: (extra, what) => `手数には「${what}」の ${extra}手を加えています。`,
  helpHeading: '手助けに数えるもの',
  timeHeading: 'プレイ時間に数えるもの',
  scroll: (first, last, total) =>
    `↑ ↓ スクロール（${total} 行中 ${first}–${last}）· ほかのキーで戻る`,
  anyKey: 'どのキーでも戻る',
};
