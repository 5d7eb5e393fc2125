/** The whole map's sentences on the analysis screen (no Ink here). */
import { shareCells, sharePercent } from '../../search/map-estimate.js';
import { count, seconds } from '../../text/format.js';
import type { MapCost, MapOutcome, MapProgress } from '../../worker/protocol.js';
import { type Layers, moves, positions } from './analysis-text.js';

type Mapped = Extract<MapOutcome, { kind: 'mapped' }>;
type Absent = Extract<MapOutcome, { kind: 'absent' }>;

export const mapLayers = ({ histogram, samples }: Mapped): Layers => ({
  histogram,
  samples,
  from: 'goal',
  sampled: true,
});

/** A rough duration: seconds under a minute and a half, else minutes. */
export const aboutTime = (secondsLeft: number): string =>
  secondsLeft < 90
    ? `about ${Math.max(1, Math.round(secondsLeft))} s`
    : `about ${Math.round(secondsLeft / 60)} minutes`;

/** A duration a map took: seconds under a minute, else minutes and seconds. */
export const durationText = (ms: number): string => {
  if (ms < 60_000) return seconds(ms);
  const whole = Math.round(ms / 1000);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

const costText = ({ seconds: time, megabytes }: MapCost): string =>
  `${aboutTime(time)} on two cores and about ${count(megabytes < 100 ? megabytes : Math.round(megabytes / 10) * 10)} MB of memory`;

/** What the map holds, over its chart. */
export const mapText = (outcome: Mapped): string => {
  const { positions: reached, histogram, mapMs, cached } = outcome;
  const made = cached
    ? `kept from a map made in ${durationText(mapMs)}`
    : `mapped in ${durationText(mapMs)}, kept for next time`;
  return `the whole map: ${positions(reached)} · the farthest ${moves(histogram.length - 1)} from the goal · ${made}`;
};

/** Said before a map starts: what it costs. */
export const absentText = (
  { positions: size, cost, damaged }: Absent,
  cancelled: boolean,
): string => {
  const before = cancelled
    ? 'The map was cancelled; nothing was kept.'
    : damaged
      ? `The kept map was damaged (${damaged}) and was removed.`
      : 'No whole map is kept yet.';
  return `${before} Mapping all ${count(size)} positions from the goal takes ${costText(cost)}; it is then kept in the data folder and opens at once next time.`;
};

/** The map under way: layer, positions, time, and the estimate's share done and time left. */
export const progressText = (
  progress: MapProgress | undefined,
  size: number | undefined,
  elapsed: number,
): string => {
  if (!progress) return `mapping every position… ${durationText(elapsed)}`;
  const { layer, positions: reached, share, leftMs } = progress;
  const left =
    leftMs === undefined || share === undefined
      ? 'estimating the time left'
      : `${sharePercent(share)}% done · ${aboutTime(leftMs / 1000)} left`;
  return `mapping every position… layer ${layer} · ${count(reached)}${size === undefined ? '' : ` of ${count(size)}`} positions · ${durationText(elapsed)} · ${left}`;
};

/** A bar of `width` cells for the share of the map done, as the percentage says it. */
export const progressBar = (share: number, width: number, ascii: boolean): string => {
  const cells = Math.max(1, width - 2);
  const filled = shareCells(share, cells);
  const [full, empty] = ascii ? ['#', '.'] : ['█', '░'];
  return `[${full.repeat(filled)}${empty.repeat(cells - filled)}]`;
};
