import { bilingual } from '../words/language.js';

/** Words every family's options share (the start and goal boards). */
export const sharedWords = bilingual({
  en: {
    startHelp: 'the start position',
    goalHelp: 'the goal position, for puzzles whose goal is one board',
  },
  ja: {
    startHelp: '開始局面',
    goalHelp: '目標の局面（目標が一つの盤面であるパズルのみ）',
  },
});
