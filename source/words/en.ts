import { analysis } from './en/analysis-en.js';
import { cli } from './en/cli-en.js';
import { commands } from './en/commands-en.js';
import { common } from './en/common-en.js';
import { deal } from './en/deal-en.js';
import { edit } from './en/edit-en.js';
import { game } from './en/game-en.js';
import { help } from './en/help-en.js';
import { keys } from './en/keys-en.js';
import { menu } from './en/menu-en.js';
import { play } from './en/play-en.js';
import { puzzles } from './en/puzzles-en.js';
import { records } from './en/records-en.js';
import { review } from './en/review-en.js';
import { search } from './en/search-en.js';
import { solve } from './en/solve-en.js';
import { store } from './en/store-en.js';
import { text } from './en/text-en.js';

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
  records,
};
