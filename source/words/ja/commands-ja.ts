import type { commands as english } from '../en/commands-en.js';

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
      `--bound は --algo ida、astar、greedy のためのもので、${algorithm} には使えません`,
    greedyNeedsBound: '--algo greedy は下限値に従って進むので、--bound none では使えません',
    allCountsWith: (counters, algorithm) =>
      `--all で解を数えられるのは ${counters} で、${algorithm} ではできません`,
    boundText: (name, text) => `、下限値 ${name}: ${text}`,
    countingAll: '、最短解をすべて数えます',
    withExtra: (total, note) => `（${note}を含めて ${total}手）`,
    solved: (length, extra, nodes, time, rate) =>
      `${length}手で解けました${extra}。${nodes} ノード、${time}、${rate}`,
    solutions: (count) => `最短解は ${count} 通り`,
    timesAre: (elapsed, lessWaits) =>
      `時間: 探索だけを実時間${lessWaits ? '（CPU 待ちを除く）' : ''}で計測（先にコードを温め、表と表示の時間は除く。経過 ${elapsed}）`,
    tablesApart: (tables) => `${tables}（探索のノードと各深さの時間には含めない）`,
    notKnownShortest: (optimum) =>
      optimum === null
        ? '最短とは限りません（2,000,000 ノード以内に最短手数は見つかりませんでした）'
        : `最短とは限りません。最短は ${optimum}手です`,
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
    defaultLimit: (seconds) => `既定の上限 ${seconds} 秒（--limit-s）`,
    willTakeLong: (stage, depth, time, growth) =>
      `tobikoe: ${stage} ${depth} にはおそらく ${time} かかります（ノード数は一回ごとに ${growth}）。--limit-s か --limit-nodes で探索を打ち切れます`,
    mayTakeMinutes: (id, positions) =>
      `tobikoe: ${id} の局面は ${positions} 通り。難しい初期局面では解くのに数分かかることがあります。--limit-s S で S 秒後に探索を打ち切れます`,
  },
  failure: {
    outOfMemory:
      'メモリが足りません: 必要な量をシステムが割り当てませんでした（ulimit -v などのメモリ制限はありませんか）',
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
    allStopped: (limit) =>
      `どの下限値の探索も目標の前に ${limit} で打ち切りました。上限を大きくすれば終わるかもしれません`,
  },
  list: {
    lowerBounds: (names) => `下限値: ${names}`,
    moveShape: {
      path: '一手：駒が通るマス、最初から（0-5 と入力）',
      press: '一手：押すマス一つ（12 と入力）',
    },
  },
  analyze: {
    measured: (positions, diameter, from, time) =>
      `${positions} 局面、${from === 'goal' ? '目標まで' : '開始局面から'}最も遠くて ${diameter}手、${time}`,
    tooLarge: (positions, diameter, from, time) =>
      `大きすぎて全体を測れません: ${positions} 局面で止めました。どれも${from === 'goal' ? '目標' : '開始局面'}から ${diameter}手以内です（${time}）`,
    noWholeMap: (id) =>
      `${id} には全体の地図がありません。--full を付けずに analyze すれば測れます`,
    mapDamaged: (reason) => `tobikoe: 保存された地図が壊れていました（${reason}）。作り直します`,
    wholeMap: (title, id) => `${title}（${id}）、全体の地図`,
    mapped: (positions, diameter, how) =>
      `${positions} 局面、目標まで最も遠くて ${diameter}手。${how}`,
    mappedEarlier: (mapTime, readTime) =>
      `以前に ${mapTime} で作った地図を ${readTime} で読みました`,
    mappedIn: (time) => `${time} で地図を作りました`,
    atDistance: (total, diameter, shown) => `${diameter}手の局面は ${total} 個${shown}:`,
    shown: (count) => `（そのうち ${count} 個を表示）`,
  },
  map: {
    progress: (layer, positions, time) => `層 ${layer}  ${positions} 局面  ${time}`,
    estimating: (head) => `${head}、残り時間を見積もっています`,
    left: (head, bar, percent, secondsLeft) =>
      `${head}  ${bar} ${percent}%、残り約 ${secondsLeft} 秒`,
    notKept: (reason) => `tobikoe: 地図を保存できませんでした（${reason}）。このまま使います`,
  },
  deal: {
    ownStart:
      'new は開始局面を自分で作ります。開始局面は指定しないでください（コードも開始局面を指定します）',
    walkSlow: (length, positions, seconds, megabytes) =>
      `tobikoe: 探索では ${length}手をすぐに証明できません。先に全 ${positions} 局面の地図を作ります（2 コアで約 ${seconds} 秒、${megabytes} MB）。地図は次回のために保存します`,
    stoppedMapping: (limit, length) =>
      `目標から ${length}手の開始局面を作るために全局面の地図を作る途中、${limit} で打ち切りました。より大きな --limit-s か、より短い --length なら終わるかもしれません`,
    stoppedDealing: (limit, length) =>
      `目標から ${length}手の開始局面を証明する前に ${limit} で打ち切りました。より大きな --limit-s か、より短い --length なら終わるかもしれません`,
    atBest: (length) => `目標まで最短 ${length}手`,
    oneWay: '--length・--random・--shuffle はどれも配り方を決めます。一つだけ指定してください',
    random: '無作為に選んだ局面',
    shuffled: (moves) => `目標から ${moves}手シャッフル`,
    solveIt: (code) => `最短手数: tobikoe solve ${code}`,
    seed: (seed) => `シード ${seed}`,
    goal: (goal) => `目標: ${goal}`,
    playIt: (code) => `遊ぶには: tobikoe play ${code}`,
    dailySame: '今日の問題は誰にとっても同じです。開始局面は指定しないでください',
    dailyStopped: (seconds) =>
      `今日の開始局面を証明する前に上限の ${seconds} 秒で打ち切りました。もう一度試すか、別のパズルを選んでください`,
    dailyFor: (day) => `${day} の今日の問題`,
    par: (length) => `基準 ${length}手`,
  },
  batch: {
    codeFor: (coded, solved) =>
      `このコードは ${coded} のものですが、このバッチは ${solved} を解きます`,
    codeGives: (name, value) =>
      `コードは --${name} に ${value} を指定していますが、コマンドラインは別の値です`,
    noStart: '--batch は開始局面をファイルから読みます。--start は指定しないでください',
    noTrace: '--trace は一回の探索のためのもので、--batch とは使えません',
    cannotRead: (source, why) => `--batch ${source} を読めません: ${why}`,
    isFolder: 'フォルダです',
    noWriter: '書き込むプログラムのない FIFO です',
    tooLong: (most) => `行が ${most} 文字を超えています`,
    stoppedAt: (line, most) => `--batch を ${line} 行目で止めました: ${most} 文字を超えています`,
  },
  trace: {
    noFolder: 'そのフォルダがありません',
    denied: '権限がありません',
    isFolder: 'フォルダです',
    cannotBeWritten: '書き込めません',
    notAFile:
      '--trace: 通常のファイルではありません（パイプ、デバイス、ソケット）。ファイルを指定してください',
    cannotOpen: (why) => `--trace: そのファイルに書き込めません: ${why}`,
    cannotWrite: (why) => `トレースファイルに書き込めません: ${why}`,
  },
  record: {
    noFolder: 'そのフォルダがありません',
    noSuchFile: 'そのファイルがありません',
    denied: '権限がありません',
    isFolder: 'フォルダです',
    cannotBeWritten: '書き込めません',
    unknownKind: (path) =>
      `--record ${path}: .cast（asciicast）か .svg（動く画像）のファイル名を指定してください`,
    badSize: (text) =>
      `--size ${text}: 80x24 のように 列x行 で指定してください（20x5 以上 1000x1000 以下）`,
    sizeWithoutRecord: '--size は録画の大きさです。--record FILE も指定してください',
    notAFile: (path) =>
      `--record ${path}: 通常のファイルではありません。ファイルを指定してください`,
    cannotOpen: (path, why) => `--record ${path}: そのファイルに書き込めません: ${why}`,
    cannotWrite: (path, why) => `録画 ${path} に書き込めません: ${why}`,
    saved: (path) => `録画しました: ${path}`,
  },
  replay: {
    cannotRead: (path, why) => `録画 ${path} を読めません: ${why}`,
    notCast: (path) => `${path}: replay が再生するのは asciicast ファイル（.cast）です`,
    damaged: (path, line) =>
      `${path} は ${line} 行目で壊れています（途中で切れているか、asciicast v2 ではありません）`,
    noTerminal: 'replay は端末で再生します。端末で実行してください',
    notText: (path, line) =>
      `${path}: ${line} 行目が UTF-8 のテキストではありません（asciicast は UTF-8 です）`,
    timeBack: (path, line) => `${path}: ${line} 行目で時刻が戻っています`,
    timeTooLate: (path, line, most) =>
      `${path}: ${line} 行目の時刻が ${most} を過ぎています（replay が再生するのはそこまでです）`,
    lineTooLong: (path, line, most) =>
      `${path}: ${line} 行目が ${most} より長く、replay は読めません`,
    screenTooLarge: (path, most) =>
      `${path}: 録画の画面が replay の再生できる大きさ（最大 ${most}x${most}）を超えています`,
    tooLarge: (path, size, most) =>
      `${path} は ${size} あります。replay が再生する録画は ${most} までです`,
    status: (shown, total, paused, cut) =>
      `${shown} / ${total}${paused ? '  一時停止' : ''}${cut ? `  ·  ${cut} の左上` : ''}  ·  Space 一時停止  ← → 送り  q 終了`,
  },
  moves: {
    notCells: (number, token) =>
      `--moves: ${number}手目の ${token} は '-' でつないだマスではありません。0-5 や 0-5-12 のように書いてください`,
    noCell: (cell, last) => `マス ${cell} はありません（マスは 0..${last}）`,
    empty: (cell) => `マス ${cell} は空です`,
    noMove: (cell) => `マス ${cell} の駒には動かせる手がありません`,
    canGo: (cell, places) => `マス ${cell} の駒が行けるのは ${places.join('、')} です`,
    notLegal: (number, cells, why) => `${number}手目（${cells}）は指せません: ${why}`,
  },
};
