import type { FrogMoveTable } from './moves.js';

/** Stands for "never" in cost tables, where Infinity would upset the arithmetic. */
export const NEVER = 1e6;

/**
 * `cost[from * size + to]`: the cheapest way for a stone of `colour`, alone on
 * the board, to get from `from` to `to`, where a step costs 1 and a jump costs
 * `jumpCost` (1 to count moves, 2 to count cells travelled); NEVER if it cannot.
 */
export const loneStoneCosts = (
  table: FrogMoveTable,
  colour: number,
  jumpCost: number,
): Float64Array => {
  const { size } = table;
  const cost = new Float64Array(size * size).fill(NEVER);
  for (let cell = 0; cell < size; cell++) cost[cell * size + cell] = 0;
  for (let landing = 0; landing < size; landing++) {
    const slot = landing * 2 + colour - 1;
    for (let i = table.stepOffsets[slot]; i < table.stepOffsets[slot + 1]; i++) {
      const edge = table.stepFrom[i] * size + landing;
      cost[edge] = Math.min(cost[edge], 1);
    }
    for (let i = table.jumpOffsets[slot]; i < table.jumpOffsets[slot + 1]; i++) {
      const edge = table.jumpFrom[i] * size + landing;
      cost[edge] = Math.min(cost[edge], jumpCost);
    }
  }
  // Floyd–Warshall: boards have at most 17 cells.
  for (let via = 0; via < size; via++) {
    for (let from = 0; from < size; from++) {
      const toVia = cost[from * size + via];
      if (toVia === NEVER) continue;
      for (let to = 0; to < size; to++) {
        const through = toVia + cost[via * size + to];
        if (through < cost[from * size + to]) cost[from * size + to] = through;
      }
    }
  }
  return cost;
};
