import type { menu as english } from '../en/menu-en.js';

export const menu: typeof english = {
  tagline: ' · 広井誠さんの「Puzzle DE Programming」から、跳んで滑らすパズル',
  pageFigure: (figure) => `ページでは: ${figure}`,
  preset: '型',
  presets: (count) => `${count} 種類`,
  resume: '続ける',
  newGame: '新しく始める',
  newGameMore: '最初から。保存した対局は置き換わります',
  savedGameOf: (variant) => `${variant} の途中の対局が保存されています。`,
  savedMoves: (moves) => `${moves}手`,
  savedRedo: (redo) => `（やり直せる手が あと ${redo}手）`,
  savedWithHelp: '、手助けあり',
  savedPlayed: (time) => ` · プレイ時間 ${time}`,
};
