import type { game as english } from '../en/game-en.js';

export const game: typeof english = {
  moves: (count: string, help: boolean, optimal: string) =>
    `${count}手${help ? '（手助けあり）' : ''} · 最短 ${optimal}`,
  none: 'なし',
  waitingTables: '…（表を待機中）',
  solved: (moves: string, help: boolean, optimal: string | undefined) =>
    `${moves}で解けました${help ? '（手助けあり）' : ''}${optimal === undefined ? '' : ` — 最短は ${optimal}手`}`,
  movesCount: (count: number) => `${count}手`,
  noPieceCanMove: '動かせる駒がありません',
  deadEndKeys: 'u で戻す、R で最初から',
  deadEnd: (before: string, why: string, keys: string) => `${before}行き詰まり：${why} · ${keys}`,
  noSolution: (reason: string) => `ここからは解けません：${reason}`,
  piece: '駒',
  pickedUp: (cell: number, name: string, places: number) =>
    `マス ${cell}（${name}）を持ち上げました：行き先 ${places} か所 · Esc で置く`,
  stuck: (keys: string) => `動かせる駒がありません：${keys}`,
  goal: (goal: string) => `目標：${goal}`,
  optimumUnknown: (why) => `最短 ?：${why}`,
  spoken: {
    empty: '空き',
    cell: (cell: number | string, what: string) => `マス ${cell}：${what}`,
    rowCell: (cell: number | string, what: string) => `${cell} ${what}`,
    row: (row: number, cells: readonly string[]) => `${row}行目：${cells.join('、')}`,
    moved: (name: string, cells: readonly number[]) =>
      `${name}をマス ${cells[0]} から${cells
        .slice(1)
        .map((cell) => `マス ${cell}`)
        .join('、さらに')}へ動かしました`,
    pressed: (cell: string) => `${cell} を押した`,
    cursor: (cell: string) => `カーソルは${cell}`,
    undone: (move: string) => `取り消し：${move}`,
    redone: (move: string) => `やり直し：${move}`,
    restartUndone: '「最初から」を取り消しました',
    /** Between what is said of one cell. */
    also: '、',
    target: '行き先',
    picked: '持ち上げた駒',
    goesTo: (cells: readonly number[]) => `行き先はマス ${cells.join('、')}`,
  },
  summary: {
    seconds: (seconds: number) => `${seconds}秒`,
    minutes: (minutes: number, seconds: string) => `${minutes}分${seconds}秒`,
    hours: (hours: number, minutes: string) => `${hours}時間${minutes}分`,
    headline: (
      moves: string,
      help: boolean,
      optimal: number | undefined,
      over: number,
      time: string | undefined,
    ) =>
      `${moves}で解けました${help ? '（手助けあり）' : ''}${optimal === undefined ? '' : ` — 最短は${optimal}手${over > 0 ? `、${over}手多い` : ''}`}${time === undefined ? '' : ` · ${time}`}`,
    noUnaided: '手助けなしの記録はまだありません',
    unaided: (moves: string) => `手助けなしの記録：${moves}`,
    newBestHelped: (variant: string, moves: string) =>
      `「${variant}」の手助けありの最少手数を更新：${moves}`,
    bestHelped: (variant: string, moves: string) => `「${variant}」の最少手数：${moves}`,
    record: (variant: string, moves: string) => `「${variant}」の記録：手助けなしで${moves}`,
    fastest: (time, fresh) => ` · ${fresh ? '最速を更新' : '最速'} ${time}`,
    newRecord: (variant: string, moves: string, was: number | null) =>
      `「${variant}」の新記録：手助けなしで${moves}${was === null ? '' : `（これまでは${was}手）`}`,
    keys: ['u 戻す', 'R もう一度', 'q メニュー'],
  },
  helpRule:
    '手を指す前に進め方を見せてもらっていたら、その手は手助けありです。その局面でヒント（t）を見たか、コーチ（d）がオンだった場合です。解答パネル（s）で解を表示したり探索を見たりしたゲームでは、それ以後の手はすべて手助けありになり、戻しても、やり直しても、再開しても変わりません。パネルから取り込んだ手も手助けありです。今の手順の中に手助けありの手が一つでもあれば、そのゲームは手助けありです。',
  timeRule:
    'ゲームの時間は、実際に遊んだ時間です。終了して再開しても通算され、ゲームと一緒に保存されます。やり直し（R）をすると新しい挑戦として0:00から数えます。キーを押してから次に押すまでの間を、一回につき最大1分まで数えるので、開いたまま放っておいても時間は増え続けません。',
  restore: {
    undoOutside: (at: number, steps: number) => `戻す位置 ${at} が 0..${steps} の範囲外です`,
    restartAtStart: (step: number) =>
      `${step}番目の操作「最初から」が、開始局面のままで行われています`,
    notLegal: (step: number, cells: string) =>
      `${step}番目の操作 [${cells}] は指せる手ではありません`,
  },
  notes: {
    notLegal: 'その手は指せません',
    emptyCell: 'そのマスは空です。カーソルを駒に合わせてください',
    noMoveFor: (name: string) => `その${name}は今は動かせません`,
    moved: (move: string) => `指した手：${move}`,
    onlyMove: (move: string) => `動ける手は一つだけでした：${move}`,
    jumpOn: '続けて跳べます。光っているマスで Enter、そこで止めるなら駒の上でもう一度 Enter',
    putDown: '駒を置きました',
    nothingPicked: 'Esc は選んだ駒を置きます：いまは選んでいません',
    cannotGo: 'そこへは動かせません。光っているマスで Enter、Esc で駒を置きます',
    noSlide: (direction: string) => `${direction}へ滑らせられるタイルはありません`,
    directions: { up: '上', down: '下', left: '左', right: '右' },
    nothingToUndo: '戻す手がありません',
    nothingToRedo: 'やり直す手がありません',
    atStart: 'すでに開始局面です',
    backToStart: '最初に戻りました（u で取り消せます）',
  },
};
