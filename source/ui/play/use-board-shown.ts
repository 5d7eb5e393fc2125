import { useCallback, useState } from 'react';
import type { CellMarks } from '../../board/board.js';
import type { Board } from '../../puzzles/puzzle.js';
import { useKept } from '../common/use-job.js';

/** Presentation size as the app keeps it: on or off, and who hears it change. */
export type LargeSetting = { readonly on: boolean; readonly onChange?: (on: boolean) => void };

/**
 * How the play screen's board is shown besides the game: presentation size
 * (`z`, kept by the app) and, in watch mode, a node's position (or where the
 * searches met, marked) in place of the game's.
 */
export const useBoardShown = (setting: LargeSetting) => {
  const [large, keepLarge, largeNow] = useKept('large', () => setting.on);
  const toggleLarge = (): void => {
    const next = !largeNow();
    keepLarge(next);
    setting.onChange?.(next);
  };
  const [previewed, setPreviewed] = useState<{ board: Board; marks?: CellMarks }>();
  const showPreview = useCallback(
    (board: Board | undefined, marks?: CellMarks) =>
      setPreviewed(board ? { board, marks } : undefined),
    [],
  );
  return { large, toggleLarge, previewed, showPreview };
};
