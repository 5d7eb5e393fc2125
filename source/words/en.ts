import { analysis } from './en/analysis.js';
import { cli } from './en/cli.js';
import { commands } from './en/commands.js';
import { common } from './en/common.js';
import { deal } from './en/deal.js';
import { edit } from './en/edit.js';
import { game } from './en/game.js';
import { help } from './en/help.js';
import { keys } from './en/keys.js';
import { menu } from './en/menu.js';
import { play } from './en/play.js';
import { puzzles } from './en/puzzles.js';
import { review } from './en/review.js';
import { search } from './en/search.js';
import { solve } from './en/solve.js';
import { store } from './en/store.js';
import { text } from './en/text.js';

/**
 * The English catalogue: one object per place words are read (a folder of
 * the sources, or a screen). Japanese (`ja.ts`) has the same shape, which the
 * type checker holds it to.
 */
export const english = {
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
