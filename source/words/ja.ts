import type { english } from './en.js';
import { analysis } from './ja/analysis-ja.js';
import { cli } from './ja/cli-ja.js';
import { commands } from './ja/commands-ja.js';
import { common } from './ja/common-ja.js';
import { deal } from './ja/deal-ja.js';
import { edit } from './ja/edit-ja.js';
import { game } from './ja/game-ja.js';
import { help } from './ja/help-ja.js';
import { keys } from './ja/keys-ja.js';
import { menu } from './ja/menu-ja.js';
import { play } from './ja/play-ja.js';
import { puzzles } from './ja/puzzles-ja.js';
import { records } from './ja/records-ja.js';
import { review } from './ja/review-ja.js';
import { search } from './ja/search-ja.js';
import { solve } from './ja/solve-ja.js';
import { store } from './ja/store-ja.js';
import { text } from './ja/text-ja.js';

/** The Japanese catalogue, in the shape of the English one. */
export const japanese: typeof english = {
  cli,
  commands,
  text,
  search,
  store,
  puzzles,
  keys,
  game,
  menu,
  help,
  common,
  play,
  solve,
  analysis,
  review,
  deal,
  edit,
  records,
};
