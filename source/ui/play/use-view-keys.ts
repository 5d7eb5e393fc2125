import { useKept } from '../common/use-job.js';
import { largeSaid, numbersSaid, plainSaid, type ShownBoard } from './view-keys-said.js';

/**
 * The keys that change how the board is drawn, not the game: `#` cell
 * numbers, `z` presentation size, `p` line pieces without inner walls. Each
 * says what it did, or why it could not (view-keys-said.ts).
 */
export const useViewKeys = ({
  shown,
  switchLarge,
  plainWalls,
  onPlainWalls,
  say,
}: {
  /** How the board is shown now. */
  readonly shown: ShownBoard;
  /** Presentation size on or off. */
  readonly switchLarge: () => void;
  readonly plainWalls: boolean;
  /** Plain walls on or off, kept for next time (none: the key does nothing). */
  readonly onPlainWalls?: (on: boolean) => void;
  readonly say: (said: string | null) => void;
}) => {
  const [numbers, setNumbers] = useKept('numbers', () => false);
  return {
    numbers,
    toggleNumbers: (): void => {
      setNumbers(!numbers);
      say(numbersSaid(shown, !numbers));
    },
    toggleLarge: (): void => {
      switchLarge();
      say(largeSaid(shown, !shown.large));
    },
    togglePlainWalls: (): void => {
      if (!onPlainWalls) return;
      onPlainWalls(!plainWalls);
      say(plainSaid(shown, !plainWalls));
    },
  };
};
