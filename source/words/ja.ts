import type { english } from './en.js';
import { analysis } from './ja/analysis.js';
import { cli } from './ja/cli.js';
import { commands } from './ja/commands.js';
import { common } from './ja/common.js';
import { deal } from './ja/deal.js';
import { edit } from './ja/edit.js';
import { game } from './ja/game.js';
import { help } from './ja/help.js';
import { keys } from './ja/keys.js';
import { menu } from './ja/menu.js';
import { play } from './ja/play.js';
import { puzzles } from './ja/puzzles.js';
import { review } from './ja/review.js';
import { search } from './ja/search.js';
import { solve } from './ja/solve.js';
import { store } from './ja/store.js';
import { text } from './ja/text.js';

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
};
