import type { keys as english } from '../en/keys-en.js';

export const keys: typeof english = {
  wheel: 'ホイール',
  sections: {
    play: '遊んでいるときのキー',
    solve: '解答パネルのキー',
    analysis: '解析（a）のキー',
    review: '振り返り（v）のキー',
    new: '新しい局面を選ぶとき（n）のキー',
    edit: '局面の編集（e）のキー',
    menu: 'メニューのキー',
    resume: '記録のあるパズルを開くときのキー',
    lessons: '授業用の実演（メニューで l）のキー',
    help: 'この画面のキー',
    anywhere: 'どの画面でも使えるキー',
  },
  anywhere: {
    record: {
      does: '画面をいまから録画する（もう一度押すと停止）。ファイルはデータフォルダの recordings/ に保存',
    },
  },
  arrowsMove: '移動',
  play: {
    arrows: {
      does: 'カーソルを動かす。スライド・パズルでは、空いたマスの隣のタイルをその向きに滑らせる',
      hint: '矢印 {arrows}',
    },
    cursor: { does: 'カーソルを動かす' },
    select: { does: '駒を持ち上げ、光っているマスへ動かす', hint: 'Enter 選ぶ' },
    drop: { does: '駒を置く（ペグの連続跳びを終える）' },
    undo: { does: '一手戻す', hint: 'u 戻す' },
    redo: { does: 'やり直す', hint: 'r やり直す' },
    restart: { does: '最初から（u で取り消せます）', hint: 'R 最初から' },
    solve: { does: '解答パネル', hint: 's 解く' },
    tip: { does: 'ヒント：次の一手', hint: 't ヒント' },
    analysis: { does: '解析', hint: 'a 解析' },
    numbers: { does: '盤の横にマスの番号、もう一度で目標', hint: '# 番号' },
    large: {
      does: '発表サイズの入・切：120×36 以上の画面で盤を大きく描く',
    },
    plainWalls: {
      does: '無地の盤の入・切：線で描く駒（ライン・パズル）の盤を内側の仕切りなしで描く',
    },
    coach: {
      does: 'コーチ：目標までの手数、各手の良し悪し、最善の手',
      hint: 'd コーチ',
    },
    review: { does: '解いた後：自分の手順を最短の手順と並べて振り返る' },
    new: { does: '新しい局面：やさしい・ふつう・難しい・最難、目安の手数つき', hint: 'n 新局面' },
    copy: {
      does: 'この局面のコード（tobikoe play で使えます）をクリップボードにコピーして表示',
      hint: 'c コード',
    },
    edit: { does: '局面（と目標）を編集して、そこから遊ぶ', hint: 'e 編集' },
    help: { does: 'ルールとキー', hint: '? ヘルプ' },
    back: { does: 'メニューに戻る', hint: 'q メニュー' },
    quit: { does: '終了' },
  },
  menu: {
    choose: {
      does: 'パズルを選ぶ（クリックでも選べ、もう一度クリックで遊ぶ）',
      hint: '↑↓ 選ぶ',
      asciiHint: 'up/down 選ぶ',
    },
    option: { does: 'オプションを変える（大きさ、最初の穴など）' },
    next: { does: '← → で変えるオプションを次へ（開始局面の次は目標）' },
    open: { does: '遊ぶ', hint: 'Enter 遊ぶ' },
    new: { does: '新しい局面で遊ぶ：やさしいから最難まで、または今日の問題', hint: 'n 新局面' },
    rules: { does: 'ルール', hint: '? ルール' },
    lessons: { does: '授業用の実演：探索の比較を、それぞれの画面で開く', hint: 'l 実演' },
    language: (japanese: string) => `英語か${japanese}か。次回も同じ言語で開きます`,
    quit: { does: '終了', hint: 'q 終了' },
  },
  solve: {
    algorithms: {
      does: '単純な反復深化、IDA*（下限値枝刈り法）、幅優先探索、双方向探索、A*、貪欲最良優先探索',
    },
    compare: { does: '探索方法を比べる', hint: 'c 比較' },
    watch: {
      does: '探索をノードごとに見る（Space 一時停止、. 1ノード、+ - 1コマのノード数、Esc 止める）',
      hint: 'w 探索を見る',
    },
    bounds: {
      does: '下限値を並べて比べる：この局面からそれぞれで IDA*',
      hint: 'b 下限値',
    },
    stepNode: {
      does: '探索を見ていて：1ノード戻る・進む（一時停止）。直近 10,000 ノードまで戻れる',
      hint: ', . 1ノード',
    },
    large: { does: '発表サイズの入・切（大きな画面で盤を大きく）' },
    plainWalls: { does: '無地の盤の入・切（線の駒の盤を仕切りなしで）' },
    all: { does: '最短解をすべて数える', hint: 'a 全解' },
    step: { does: '解を一手ずつ見る', hint: '← → 手順' },
    ends: { does: '最初の手、最後の手' },
    autoplay: {
      does: '解を自動で再生、または一時停止（探索を見ているとき：一時停止か再開）',
      hint: 'Space 再生',
    },
    speed: {
      does: '速く、遅く（探索を見ているとき：1コマのノード数、1 から 10,000）',
      hint: '+- 速さ',
    },
    adopt: { does: '表示している手までの解を採用する', hint: 'Enter 採用' },
    answers: { does: '前の、次の最短解（a の後）', hint: '↑↓ 解' },
    back: { does: '探索を取り消す、またはパネルを閉じる' },
  },
  analysis: {
    walk: { does: '表示している深さの局面を一つずつ' },
    ends: { does: 'その最初、最後' },
    depth: { does: '表示する目標からの深さ：遠く、近く' },
    enter: { does: '選んだ局面で遊ぶ。全体の地図がまだなら作る' },
    map: { does: 'パズルの全局面に番号をつけた全体の地図。もう一度で元の一覧へ' },
    back: { does: '作成中の地図を取り消す、またはゲームに戻る' },
  },
  deal: {
    choose: {
      does: '難しさ・今日の問題・無作為・シャッフルを選ぶ',
      hint: '↑↓ 選ぶ',
      asciiHint: 'up/down 選ぶ',
    },
    numbered: { does: 'やさしい・ふつう・難しい・最難・今日の問題・無作為・シャッフルを選ぶ' },
    shuffleMoves: {
      does: 'シャッフルの手数を減らす・増やす（シャッフルを選ぶ）',
      hint: '←→ 手数',
      asciiHint: 'left/right 手数',
    },
    deal: { does: '選んだ種類の新しい局面を出す', hint: 'Enter 出す' },
    back: { does: '元のゲームに戻る（出している途中なら止める）', hint: 'Esc 戻る' },
  },
  edit: {
    arrows: { does: 'カーソルを動かす', hint: '矢印 移動' },
    empty: { does: 'マスを空にする', hint: '. 空にする' },
    goal: {
      does: '目標を編集、もう一度で開始局面（目標が一つの盤面のパズル）',
      hint: 'g 目標',
    },
    piece: {
      keys: '駒の文字か数字',
      does: 'その文字（盤面の文字列での書き方）の駒をマスに置く',
      hint: '文字で駒を置く',
    },
    play: { does: '編集した局面から遊ぶ', hint: 'Enter 遊ぶ' },
    back: { does: '変更せずに戻る', hint: 'Esc 戻る' },
  },
  lessons: {
    choose: { does: '実演を選ぶ', hint: '↑↓ 選ぶ', asciiHint: 'up/down 選ぶ' },
    open: { does: '開く：その局面と、その画面の解答パネル', hint: 'Enter 開く' },
    back: { does: 'メニューに戻る', hint: 'Esc 戻る' },
  },
  help: {
    scroll: { does: '1行スクロール' },
    page: { does: '1ページスクロール（スクロールするものがなければ Space で戻る）' },
    other: { keys: 'ほかのキー', does: '戻る' },
  },
  resume: {
    choose: {
      does: '選ぶ：記録したゲームか新しいゲームか',
      hint: '↑↓ 選ぶ',
      asciiHint: 'up/down 選ぶ',
    },
    go: { does: '選んだ方で続ける', hint: 'Enter 続ける' },
    resume: { does: '記録したゲームを再開', hint: 'r 再開' },
    new: { does: '最初から新しいゲーム（記録したゲームは置き換わります）', hint: 'n 新規' },
    back: { does: 'メニューに戻る', hint: 'q 戻る' },
  },
  review: {
    step: {
      does: '両方の手順の前の手、次の手',
      hint: '←→ 一手',
      asciiHint: 'left/right 一手',
    },
    ends: { does: '最初、最後' },
    back: { does: '解いたゲームに戻る', hint: 'Esc 戻る' },
  },
};
