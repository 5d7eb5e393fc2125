import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { Segment } from '../../board/board.js';
import { useDisplay } from '../common/display.js';
import { type DrawingClicks, SegmentRows } from '../common/segment-rows.js';
import {
  BOARD_INDENT,
  type FigurePlan,
  GOAL_GAP,
  type PanelPlan,
  SOLVE_PANEL_GAP,
} from './layout.js';

export type BoardAreaProps = {
  /** The board as drawn (small when the panel plan says so). */
  readonly rows: readonly (readonly Segment[])[];
  /** The solve panel and where it goes; it takes the place of any figure. */
  readonly panel?: { readonly plan: PanelPlan; readonly node: ReactNode };
  /** The goal or the cell numbers, and where they go. */
  readonly figure: FigurePlan;
  /** A click on the board. */
  readonly clicks?: DrawingClicks;
};

/** A figure under its label, dim so the board stays the thing to look at. */
const FigureBox = ({ plan }: { readonly plan: Exclude<FigurePlan, { side: 'none' }> }) => {
  const { color } = useDisplay();
  return (
    <Box flexDirection="column" marginLeft={plan.side === 'beside' ? GOAL_GAP : 0}>
      {plan.figure.label === '' ? null : <Text dimColor={color}>{plan.figure.label}</Text>}
      <SegmentRows rows={plan.figure.rows} />
    </Box>
  );
};

/**
 * The board with what goes beside or below it: the solve panel while it is
 * open, else the goal or the cell numbers (see `planPanel`, `planFigure`).
 */
export const BoardArea = ({ rows, panel, figure, clicks }: BoardAreaProps): ReactNode => {
  const beside = panel ? panel.plan.side === 'beside' : figure.side === 'beside';
  const companion = panel ? (
    <Box
      marginLeft={panel.plan.side === 'beside' ? SOLVE_PANEL_GAP : 0}
      marginTop={panel.plan.side === 'below' ? 1 : 0}
    >
      {panel.node}
    </Box>
  ) : figure.side === 'none' ? null : (
    <Box marginTop={figure.side === 'below' ? 1 : 0}>
      <FigureBox plan={figure} />
    </Box>
  );
  return (
    <Box marginTop={1} marginLeft={BOARD_INDENT} flexDirection={beside ? 'row' : 'column'}>
      <SegmentRows rows={rows} {...clicks} />
      {companion}
    </Box>
  );
};
