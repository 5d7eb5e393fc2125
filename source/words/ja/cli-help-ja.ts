import type { cliHelp as english } from '../en/cli-help-en.js';

export const cliHelp: typeof english = {
  tagline: '跳んで滑らせる古典パズルと、考える過程を見せる探索。',
  usage: '使い方',
  codes:
    'コードは局面を表します: <id>:<開始局面>[:<目標>]。オプションは id に含めます:\n' +
    'frog-line-4:BBBB.WWWW、peg-star-2-h3、line:ACA.CDCADBABCDBD:goal3。',
  puzzleOptions: 'パズルのオプション（パズルごとに異なります。tobikoe list で確認）',
  takenBy: (help, puzzles) => `${help}（${puzzles}）`,
  boardIs: (boardHelp, named) => `B は${boardHelp}${named.join('。')}。`,
  boardNames: (ids, names) => `。名前でも指定できます（${ids}: ${names}）`,
  everyCommand: (help) => `全コマンド: ${help}`,
  examples: '例',
  options: 'オプション',
  perCommand:
    'tobikoe help <コマンド>（または tobikoe <コマンド> --help）: オプション、例、' +
    '--json の出力。tobikoe list: パズルとそのオプション。',
  everyCommandTakes: (flags) =>
    `全コマンドで ${flags} が使えます。色は NO_COLOR と FORCE_COLOR にも従います。`,
  exitCodesShort:
    '終了コード: 0 完了、1 解がない、2 入力の誤り、3 上限で打ち切り、\n' +
    '74 出力を書けなかった、130 中断。',
  homeVariable:
    'tobikoe が保存するすべてのファイル（設定、対局、記録、成績、表）を一つのフォルダに置きます（下の三つの代わり）。',
  xdgVariables:
    '設定は $XDG_CONFIG_HOME/tobikoe（なければ ~/.config/tobikoe）、対局・記録・成績・録画は ' +
    '$XDG_DATA_HOME/tobikoe（なければ ~/.local/share/tobikoe）、なければ作り直す表とマップは ' +
    '$XDG_CACHE_HOME/tobikoe（なければ ~/.cache/tobikoe）。相対パスの値は無視します。',
  jsonShape: '--json のとき stdout は JSON オブジェクト一つです（終了コードが 0 でなければ空）:',
  helpCommand: 'コマンドのオプション、例、--json の出力',
  helpFlag: 'このコマンドのヘルプ',
  summaries: {
    watch: '局面の探索を一ノードずつ見る（解答パネルの観察モード）',
    play: 'パズルを遊ぶ（id なし: メニュー）',
    list: 'id、名前、オプション、下限値',
    solve: '最短解を深さごとに探索',
    analyze: '局面数、深さの分布、最も遠い局面',
    new: '目標から L 手・無作為・シャッフルの開始局面',
    daily: '今日の問題（UTC）、全員に同じ局面',
    records: 'すべてのパズルの記録と成績',
    review: '対局の一手ずつを最短手数と比べて振り返り',
    bounds: '下限値ごとに IDA* を並べて比較',
    replay: '録画（.cast）を端末で再生する',
    completion: 'bash・zsh・fish の補完スクリプト',
  },
  flags: {
    watchSpeed:
      '一コマのノード数: 1、2、5 … 10000。もっと遅く、1秒のノード数: 0.5/s、1/s、2/s、5/s（既定 1。+ と - で変更）',
    watchNodes: 'N ノードで一時停止（--record なら録画もそこで終了）',
    json: 'stdout に JSON オブジェクトを一つ出力',
    limitSeconds: 'S 秒で探索を打ち切り（終了コード 3）',
    limitNodes: 'N ノードで探索を打ち切り（終了コード 3）',
    ascii: '盤面を ASCII 文字だけで描く',
    theme:
      '配色: standard（端末の色）、high-contrast（高コントラスト）、colour-blind（色覚多様性に配慮した Okabe–Ito 配色）。後の二つは黒地に描く（settings.json の "theme" でも可）',
    screenReader:
      'スクリーンリーダー向け: 盤面を行ごとの言葉で表し、状態行を最後に置き、罫線を使わない（settings.json の "screenReader": true でも可）',
    noMouse: 'マウスを端末に任せて文字を選べるようにする（settings.json の "mouse": false でも可）',
    lang: 'メッセージの言語（en か ja。既定: LC_ALL、LC_MESSAGES、LANG から）',
    noColor:
      '色を使わずに描く。NO_COLOR=1 と同じ（FORCE_COLOR=1 で色あり、FORCE_COLOR=0 で色なし）',
    ambiguous: 'wide: 幅の曖昧な記号（● ○ ─ │）を2桁で表示する端末向けに盤面を描く',
    algo: '探索法（bfs | bidir | iddfs | ida | astar | greedy。既定: 下限値のあるパズルは ida、局面の少ないパズルは bfs、ほかは iddfs）',
    bound:
      'IDA*・A*・貪欲探索の使う下限値（名前は tobikoe list で確認。none: 単純な反復深化）。--algo がなければ ida を含意',
    all: '最短解をすべて数える',
    trace:
      'FILE（通常のファイル）に深さごとの JSON を一行ずつ書く（ノード数、枝刈り数、上限を超えた最小の f 値）',
    batch:
      'FILE の一行ごとの開始局面（盤面かコード。- は標準入力）を解き、解けるたびに JSON を一行ずつ出力',
    full: 'パズルの全局面を調べる（局面に番号をつけられるパズルのみ。ライン・パズルの約 2 億 5 千万局面は 2 コアで約 20 秒）。結果は次回のために保存',
    length: '開始局面の最短手数（既定: 難しいもの）',
    random: '--length の代わりに、目標に届く局面から同じ確率で無作為に選んだ開始局面',
    shuffle: '--length の代わりに、目標から無作為に N 手（すぐ戻る手は除く）動かした開始局面',
    seed: '同じ局面を再現する（配るたびに seed を表示）',
    newLimitSeconds: 'S 秒で局面作りを打ち切り（既定 60、終了コード 3）',
    moves: '指した手順。マスを「-」で、手を空白でつなぐ: "0-5 2-3"（ペグの連続跳び 0-5-12）',
    boundsLimitSeconds:
      '下限値ごとの探索を S 秒で打ち切り（既定 10。すべて打ち切りなら終了コード 3）',
    record:
      '端末の表示を FILE に録画する: .cast（asciicast、asciinema 用）か .svg（ページやスライド用の動く画像）',
    size: '録画の列数と行数、100x30 のように（既定: 端末の大きさ、なければ 80x24）',
    boundsLimitNodes: '下限値ごとの探索を N ノードで打ち切り（すべて打ち切りなら終了コード 3）',
  },
};
