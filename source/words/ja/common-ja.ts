import type { common as english } from '../en/common-en.js';

const BOARD_NAMES: Readonly<Record<string, string>> = { start: '開始局面', goal: '目標の局面' };

export const common: typeof english = {
  sizeNeeded: (columns, rows) => `ウィンドウを ${columns}×${rows} 以上にしてください`,
  sizeNow: (columns, rows) => `（いまは ${columns}×${rows}）`,
  sizeShort: (columns, rows) => `${columns}×${rows} 以上が必要`,
  keysBack: 'q 戻る · Ctrl-C 終了',
  recording: {
    on: '● REC 録画中',
    saved: (file, others, folder) => `録画しました: ${[file, ...others].join(' と ')} (${folder})`,
  },
  keysEscBack: 'Esc 戻る · Ctrl-C 終了',
  keysQuit: 'q 終了',
  best: (best) => `記録 ${best}手`,
  bestWithHelp: (best) => `記録 ${best}手（手助けあり）`,
  bestAndHelped: (unaided, helped) => `記録 ${unaided}手（手助けありで ${helped}手）`,
  fastest: (time) => ` · 最速 ${time}`,
  stats: {
    played: (started, solved, unaided) =>
      `開始 ${started}回 · 解いた ${solved}回${solved > 0 ? `（自力 ${unaided}回）` : ''}`,
    streak: (days) => `今日の問題 ${days}日連続`,
  },
  statsNotSaved: (reason) => `成績を保存できませんでした: ${reason}`,
  ownBoards: (title, boards) => `${title}（${boards.join('と')}を自分で指定）`,
  boardName: (name) => BOARD_NAMES[name] ?? name,
  savedSetAside: (reason) => `保存した対局は読めないため別に移しました: ${reason}`,
  savedNewer: '保存した対局は新しい版の tobikoe のものです。そのまま残し、この対局は保存しません',
  savedStuck: (reason) => `保存した対局はそのまま残し、この対局は保存しません: ${reason}`,
  savedUnreadable: (reason) => `保存した対局を読めません（${reason}）`,
  savedResumed: '保存した対局を再開しました（R で最初から）',
  gameNotSaved: (reason) => `対局を保存できませんでした: ${reason}`,
  recordNotSaved: (reason) => `記録を保存できませんでした: ${reason}`,
  openElsewhere: (where, since) =>
    `別ウィンドウで開いています（${where}、${since} から）。保存しません`,
  processHere: (pid) => `プロセス ${pid}`,
  processOn: (pid, host) => `${host} のプロセス ${pid}`,
  languageKept:
    '設定に保存した日本語で表示しています。メニューの L で切り替え、--lang で一回だけ指定',
  settingsLeftAlone: '設定ファイルはそのまま残します（新しい版のものか、書き換えられません）',
  coachNotKept: (on, reason) =>
    `コーチを${on ? 'オン' : 'オフ'}にしましたが、設定を保存できませんでした: ${reason}`,
  noTerminal:
    'tobikoe: ゲームには端末が必要です（標準入力と標準出力が TTY であること）。文字だけの出力には tobikoe solve <id> を使ってください',
  crashed: (what) => `tobikoe: 問題が起きたため、ゲームを終了しました: ${what}`,
  crashedSaved: 'tobikoe: 対局はその前に保存してあります。tobikoe をもう一度起動すると続けられます',
};
