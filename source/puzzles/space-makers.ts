import { makeGrid } from './cell-grid.js';
import { GridSpace } from './line/space.js';
import type { PositionSpace, SpaceRecipe } from './position-space.js';

/**
 * The space a recipe describes (`PositionSpace.recipe`), made from the
 * family's space alone: a whole map's worker thread loads this and the
 * map, not the catalogue.
 */
export const spaceFromRecipe = (recipe: SpaceRecipe): PositionSpace =>
  new GridSpace(makeGrid(recipe.rows, recipe.cols), Uint8Array.from(recipe.goal), recipe.keyPrefix);
