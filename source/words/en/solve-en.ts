/** Words of the solve panel (source/ui/solve). */
import { solveTables, solveWatch } from './solve-watch-en.js';

export const solve = {
  header: {
    compare: 'Compare the algorithms from this position',
    bounds: 'Lower bounds: IDA* with each, from this position',
    watchBound: (bound: string) => `Watch: IDA* with the bound ${bound}`,
    watch: (name: string) => `Watch: ${name}`,
    solve: (name: string) => `Solve: ${name}`,
  },
  /** What an iteration is called: IDA* deepens a bound, the others a depth. */
  /** What Esc does, after its key. */
  escape: { stop: 'stop', back: 'back', close: 'close', cancel: 'cancel' },
  keys: { pause: 'Space pause/go on', nodesAFrame: '+- nodes a frame' },
  result: {
    alreadyGoal: 'this position is already a goal',
    optimal: (length: number, nodes: string, time: string) =>
      `optimal ${length} moves · ${nodes} nodes · ${time}`,
    found: (length: number, nodes: string, time: string) =>
      `${length} moves, not known to be the shortest · ${nodes} nodes · ${time}`,
    lengthNote: (extra: number, total: number, text: string) => `+${extra} = ${total} with ${text}`,
    byTwo: (even: boolean) =>
      `depths go by 2: each move flips a parity, so every answer from here has an ${even ? 'even' : 'odd'} length`,
    listing: (listed: string) => ` (first ${listed} listed)`,
    answers: (
      solutions: string,
      listing: string,
      index: number,
      listed: string,
      same: number,
      first: string,
    ) =>
      `${solutions} optimal answers${listing} · answer ${index}/${listed} · ${same} of them begin ${first}`,
    cancelled: (time: string, at: string) => `cancelled after ${time}${at ? ` at ${at}` : ''}`,
    noSolution: (reason: string) => `no solution: ${reason}`,
    failed: (message: string) => `failed: ${message}`,
    /** A search stopped at its limit, as the limit is named in the panel. */
    limits: { nodes: 'its node limit', time: 'its time limit' },
    pressFor: (text: string, key: string, name: string) => `${text} · press ${key} for ${name}`,
    refused: (name: string, title: string) => `${name} does not apply to ${title}`,
  },
  step: {
    start: 'start',
    count: (step: number, total: number) => `step ${step}/${total}`,
    speed: (ms: number) => `${ms} ms/step`,
  },
  estimate: {
    growth: (times: string, stage: string) => `nodes ×${times} a ${stage}`,
    now: (stage: string, depth: number, nodes: string, time: string, growth: string) =>
      `${stage} ${depth}: about ${nodes} nodes, ${time} (${growth})`,
    faster: (key: string, name: string) => `${key} ${name} is far faster · `,
    long: (now: string, stage: string, depth: number, time: string, advice: string) =>
      `${now}; ${stage} ${depth} will likely take ${time}: ${advice}Esc cancels`,
  },
  notice: {
    busy: 'searching… Esc cancels',
    counting: (chosen: string, instead: string) =>
      `${chosen} search cannot count answers: counting with ${instead}`,
  },
  live: {
    figures: (label: string, nodes: string, rate: string, time: string) =>
      `${label}  nodes ${nodes}  ${rate}  ${time}`,
    searching: (time: string) => `searching…  ${time}`,
    countingAll: 'counting all answers',
  },
  /** The tip's search, stopped at its limit. */
  ...solveTables,
  watch: solveWatch,
};
