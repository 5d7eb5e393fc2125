/** The whole map's sentences on the analysis screen (no Ink here). */
import { shareCells, sharePercent } from '../../search/map-estimate.js';
import { count, seconds } from '../../text/format.js';
import { words } from '../../words/words.js';
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
export const aboutTime = (secondsLeft: number): string => {
  const say = words().analysis.map;
  return secondsLeft < 90
    ? say.aboutSeconds(Math.max(1, Math.round(secondsLeft)))
    : say.aboutMinutes(Math.round(secondsLeft / 60));
};

/** A duration a map took: seconds under a minute, else minutes and seconds. */
export const durationText = (ms: number): string => {
  if (ms < 60_000) return seconds(ms);
  const whole = Math.round(ms / 1000);
  return words().analysis.map.minutes(Math.floor(whole / 60), whole % 60);
};

const costText = ({ seconds: time, megabytes }: MapCost): string =>
  words().analysis.map.cost(
    aboutTime(time),
    count(megabytes < 100 ? megabytes : Math.round(megabytes / 10) * 10),
  );

/** What the map holds, over its chart. */
export const mapText = (outcome: Mapped): string => {
  const { positions: reached, histogram, mapMs, cached } = outcome;
  const say = words().analysis.map;
  const made = cached ? say.kept(durationText(mapMs)) : say.made(durationText(mapMs));
  return say.whole(positions(reached), moves(histogram.length - 1), made);
};

/** Said before a map starts: what it costs. */
export const absentText = (
  { positions: size, cost, damaged }: Absent,
  cancelled: boolean,
): string => {
  const say = words().analysis.map;
  const before = cancelled ? say.cancelled : damaged ? say.damaged(damaged) : say.none;
  return say.plan(before, count(size), costText(cost));
};

/** The map under way: layer, positions, time, and the estimate's share done and time left. */
export const progressText = (
  progress: MapProgress | undefined,
  size: number | undefined,
  elapsed: number,
): string => {
  const say = words().analysis.map;
  if (!progress) return say.starting(durationText(elapsed));
  const { layer, positions: reached, share, leftMs } = progress;
  const left =
    leftMs === undefined || share === undefined
      ? say.estimating
      : say.done(String(sharePercent(share)), aboutTime(leftMs / 1000));
  const total = size === undefined ? '' : count(size);
  return say.progress(layer, count(reached), total, durationText(elapsed), left);
};

/** A bar of `width` cells for the share of the map done, as the percentage says it. */
export const progressBar = (share: number, width: number, ascii: boolean): string => {
  const cells = Math.max(1, width - 2);
  const filled = shareCells(share, cells);
  const [full, empty] = ascii ? ['#', '.'] : ['█', '░'];
  return `[${full.repeat(filled)}${empty.repeat(cells - filled)}]`;
};
