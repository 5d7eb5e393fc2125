export type {
  BoardView,
  CellMark,
  CellMarks,
  Frame,
  Point,
  RenderOptions,
  Segment,
  ShapeOptions,
  Tone,
} from './board-view.js';
export { type Direction, nextCell, nextCells } from './cursor.js';
export { cellAt, segmentAt } from './hit.js';
export { type LegendLine, legendRows, namesText, pieceLegend } from './legend.js';
export { markCells, type PlayMarks } from './marks.js';
export {
  boardLines,
  boardSize,
  cellCentres,
  drawsLinePieces,
  numberFigure,
  plainLines,
  renderBoard,
} from './render.js';
export { SCALES, type Scale } from './scales.js';
export { type FilmStripOptions, filmStrip, filmStripRows } from './strip.js';
