import { checkOptions } from './params.js';
import type { PuzzleEntry } from './puzzle.js';
import { extend } from './texts.js';

/**
 * A catalogue entry whose `create` first checks its options against the
 * declared parameters, so a family sees only names it declared, with values of
 * the declared kind and range, whoever calls it (flags, the menu, a code, a test).
 */
export const defineEntry = (spec: PuzzleEntry): PuzzleEntry =>
  extend(spec, {
    create: (options: Parameters<PuzzleEntry['create']>[0]) =>
      spec.create(checkOptions(spec.id, spec.params, options)),
  });
