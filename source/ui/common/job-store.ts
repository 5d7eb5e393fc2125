/**
 * What the player started lives here, above the screens that show it: the
 * work running off the UI thread (searches, watches, comparisons, maps,
 * questions to the oracle) and the state of what they look at (a panel's
 * stepping position, a chosen answer, an analysis choice). A screen that goes
 * away for a while (a window too small to draw it) finds all of it again when
 * it comes back; only ending a scope (leaving a game, closing the panel) ends
 * the work under it.
 *
 * Slots are named by the screens; a scope is a name's prefix (`play:3/`).
 */
import {
  type ControlOf,
  type JobOf,
  type Kind,
  type Launched,
  launchers,
  type OutcomeOf,
  type PartOf,
  type Services,
  type TickOf,
} from './job-kinds.js';

/** How often running work redraws (progress is gathered in between). */
export const REDRAW_MS = 100;

export type JobStatus<K extends Kind> = 'running' | OutcomeOf<K>['kind'];

/** A job as the screens draw it. */
export type JobView<K extends Kind> = {
  /** Changes with every start (React keys). */
  readonly serial: number;
  readonly job: JobOf<K>;
  readonly status: JobStatus<K>;
  /** Finished parts (a search's iterations, the comparison's rows), in order. */
  readonly parts: readonly PartOf<K>[];
  /** The latest heartbeat of the part under way. */
  readonly live: TickOf<K> | undefined;
  /** Milliseconds since the start, as of the last redraw. */
  readonly elapsed: number;
  readonly outcome: OutcomeOf<K> | undefined;
  /** It was stopped because it ran past its `budgetMs`. */
  readonly overBudget: boolean;
};

export type StartOptions<K extends Kind> = {
  /** Redraw while it runs (every REDRAW_MS); false: only its outcome is drawn. Default true. */
  readonly progress?: boolean;
  /** Cancel it after this many milliseconds (`overBudget` then says so). */
  readonly budgetMs?: number;
  /** Called once with how it ended, unless a new start, `clear` or the scope's end came first. */
  readonly onDone?: (view: JobView<K>) => void;
};

type Entry = {
  readonly kind: Kind;
  view: JobView<Kind>;
  readonly running: Launched<Kind>;
  readonly stop: () => void;
};

const JOB = 'job ';
const KEPT = 'kept ';

export class JobStore {
  private readonly jobs = new Map<string, Entry>();
  private readonly kept = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private serials = 0;

  constructor(private readonly services: Services) {}

  /** Calls `listener` whenever the job or kept state in `slot` changes. */
  subscribe(slot: string, listener: () => void): () => void {
    const set = this.listeners.get(slot) ?? new Set();
    set.add(listener);
    this.listeners.set(slot, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(slot);
    };
  }

  private emit(slot: string): void {
    for (const listener of [...(this.listeners.get(slot) ?? [])]) listener();
  }

  view<K extends Kind>(slot: string): JobView<K> | undefined {
    return this.jobs.get(JOB + slot)?.view as JobView<K> | undefined;
  }

  /** Starts `job` in `slot`, ending the one there before without a word. */
  start<K extends Kind>(slot: string, kind: K, job: JobOf<K>, options: StartOptions<K> = {}): void {
    this.drop(slot);
    const serial = ++this.serials;
    const began = performance.now();
    const parts: PartOf<K>[] = [];
    let live: TickOf<K> | undefined;
    let overBudget = false;
    let redraw: ReturnType<typeof setInterval> | undefined;
    let budget: ReturnType<typeof setTimeout> | undefined;
    const now = (
      status: JobStatus<K>,
      outcome: OutcomeOf<K> | undefined,
      finalParts?: readonly PartOf<K>[],
    ): JobView<K> => ({
      serial,
      job,
      status,
      parts: finalParts ?? [...parts],
      live,
      elapsed: performance.now() - began,
      outcome,
      overBudget,
    });
    const mine = (): Entry | undefined => {
      const entry = this.jobs.get(JOB + slot);
      return entry?.view.serial === serial ? entry : undefined;
    };
    const draw = (): void => {
      const entry = mine();
      if (entry?.view.status !== 'running') return;
      entry.view = now('running', undefined) as JobView<Kind>;
      this.emit(slot);
    };
    const launch = launchers[kind] as (
      services: Services,
      job: JobOf<K>,
      report: {
        part(part: PartOf<K>, now?: boolean): void;
        tick(tick: TickOf<K>, now?: boolean): void;
      },
    ) => Launched<K>;
    const running = launch(this.services, job, {
      part: (part, at) => {
        parts.push(part);
        live = undefined;
        if (at) draw();
      },
      tick: (tick, at) => {
        live = tick;
        if (at) draw();
      },
    });
    const stop = (): void => {
      clearInterval(redraw);
      clearTimeout(budget);
    };
    this.jobs.set(JOB + slot, {
      kind,
      view: now('running', undefined) as JobView<Kind>,
      running: running as Launched<Kind>,
      stop,
    });
    if (options.progress !== false) redraw = setInterval(draw, REDRAW_MS);
    if (options.budgetMs !== undefined) {
      budget = setTimeout(() => {
        overBudget = true;
        running.cancel();
      }, options.budgetMs);
    }
    this.emit(slot);
    void running.result.then((outcome) => {
      stop();
      const entry = mine();
      if (!entry) return;
      // A solve's outcome carries every iteration: the final word on them.
      const carried = (outcome as { iterations?: readonly PartOf<K>[] }).iterations;
      const ended = now(outcome.kind, outcome, Array.isArray(carried) ? carried : undefined);
      entry.view = ended as JobView<Kind>;
      this.emit(slot);
      options.onDone?.(ended);
    });
  }

  /** Ends the running job in `slot`; it then reads `cancelled` (and `onDone` hears of it). */
  cancel(slot: string): void {
    this.jobs.get(JOB + slot)?.running.cancel();
  }

  /** Tells the running job in `slot` something (a watch's pace). */
  control<K extends Kind>(slot: string, command: ControlOf<K>): void {
    const entry = this.jobs.get(JOB + slot);
    if (entry?.view.status === 'running') entry.running.control?.(command as never);
  }

  /** Ends the job in `slot` without a word and forgets it. */
  clear(slot: string): void {
    if (this.drop(slot)) this.emit(slot);
  }

  private drop(slot: string): boolean {
    const entry = this.jobs.get(JOB + slot);
    if (!entry) return false;
    this.jobs.delete(JOB + slot);
    entry.stop();
    entry.running.cancel();
    return true;
  }

  /** State kept in `slot`, or undefined when none was kept. */
  read<T>(slot: string): T | undefined {
    return this.kept.get(KEPT + slot) as T | undefined;
  }

  /** Keeps a first value in `slot` without telling anyone (it is read as it is drawn). */
  seed<T>(slot: string, value: T): void {
    this.kept.set(KEPT + slot, value);
  }

  write<T>(slot: string, value: T): void {
    this.kept.set(KEPT + slot, value);
    this.emit(slot);
  }

  /** Ends every job and forgets every kept state whose slot starts with `scope`. */
  endScope(scope: string): void {
    const slots = new Set<string>();
    for (const key of [...this.jobs.keys()]) {
      const slot = key.slice(JOB.length);
      if (slot.startsWith(scope) && this.drop(slot)) slots.add(slot);
    }
    for (const key of [...this.kept.keys()]) {
      const slot = key.slice(KEPT.length);
      if (!slot.startsWith(scope)) continue;
      this.kept.delete(key);
      slots.add(slot);
    }
    for (const slot of slots) this.emit(slot);
  }

  /** Jobs running now (tests: nothing is left behind). */
  running(): number {
    return [...this.jobs.values()].filter((entry) => entry.view.status === 'running').length;
  }
}
