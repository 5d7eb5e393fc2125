import type { menu as english } from '../en/menu-en.js';

export const menu: typeof english = {
  tagline: ' · 広井誠さんの「Puzzle DE Programming」から、跳んで滑らすパズル',
  pageFigure: (figure) => `出典: ${figure}`,
  moreAbove: (count) => `↑ ほか ${count} 件`,
  moreBelow: (count) => `↓ ほか ${count} 件`,
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
  lessons: {
    title: '授業用の実演：探索を見せるための設定',
    intro: 'それぞれ局面を開き、解答パネルをその画面で始めます。見どころは下に書いてあります。',
    lookAt: (what) => `見どころ: ${what}`,
    items: {
      eightDeepening: {
        title: '8パズル 20手：単純な反復深化と IDA*',
        look: 'ノード数の列：同じ 20手の解を、IDA* は下界で単純な反復深化のノードのほとんどを省く',
      },
      fifteenBounds: {
        title: '15パズル Korf の 1番：マンハッタン距離とパターンデータベース',
        look: '同じ 57手に下界ごとに必要なノード数：よい下界ほど、ノードが桁違いに少ない',
      },
      frogMemory: {
        title: '蛙跳び（一列）：幅優先探索のメモリと反復深化',
        look: 'メモリの列：幅優先探索は見た局面をすべて覚える。反復深化は手順一本だけを覚え、同じノードを何度も訪れる',
      },
      astarMemory: {
        title: '8パズル 31手：A* と IDA*、同じ下限値でメモリが違う',
        look: 'A* と IDA* の行：同じ下限値でノード数はほぼ同じ。A* は展開した局面をすべて保存し、IDA* は手順だけを持つ',
      },
      lineBidirectional: {
        title: 'ライン・パズル 問題3：双方向探索が真ん中で出会う',
        look: '二つの前線が小さい側から一層ずつ互いに向かって広がり、出会う（◆）',
      },
    },
  },
};
