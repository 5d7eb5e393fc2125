import type { CellMarks } from '../source/board/board.js';
import type { Board } from '../source/puzzles/puzzle.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import { openPuzzle } from './support.js';
import type { unmountAfterEach } from './ui-support.js';

/** The solve panel alone on `id`'s start, `width × height`, telling `onPreview` what the board beside shows. */
export const mountPanel = (
  mount: ReturnType<typeof unmountAfterEach>['mount'],
  id: string,
  size: { readonly width: number; readonly height: number },
  onPreview?: (board: Board | undefined, marks?: CellMarks) => void,
) => {
  const opened = openPuzzle(id);
  const panel = mount(
    <SolvePanel
      opened={opened}
      board={opened.puzzle.start}
      onAdopt={() => {}}
      onClose={() => {}}
      onPreview={onPreview}
      width={size.width}
      height={size.height}
    />,
  );
  return { opened, ...panel };
};
