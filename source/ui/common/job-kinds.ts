/**
 * Every kind of work a screen can ask for off the UI thread, and how each is
 * started on the services: what it takes, what it reports as it goes (finished
 * parts and a latest heartbeat), and how it ends.
 */
import type { TableStage } from '../../puzzles/table-cache.js';
import type { BoundRow } from '../../search/compare-bounds.js';
import type { IterationEvent, TickEvent } from '../../search/search-events.js';
import type { WatchFrame } from '../../search/watch/watch-frame.js';
import { workerMaps, workerSearch } from '../../worker/client.js';
import { workerOracle } from '../../worker/oracle-client.js';
import type { OracleJob, OracleOutcome, OracleService } from '../../worker/oracle-protocol.js';
import type {
  AnalysisJob,
  AnalysisOutcome,
  BoundsJob,
  BoundsOutcome,
  JobOutcome,
  MapJob,
  MapOutcome,
  MapProgress,
  MapService,
  Running,
  SearchJob,
  SearchService,
  WatchJob,
} from '../../worker/protocol.js';
import { pacedWatch, type WatchControl, type WatchOutcome, type WatchPace } from './paced-watch.js';

/** Where the work runs: worker threads in the app, in process in tests. */
export type Services = {
  readonly search: SearchService;
  readonly oracle: OracleService;
  readonly maps: MapService;
};

export const workerServices: Services = {
  search: workerSearch,
  oracle: workerOracle,
  maps: workerMaps,
};

/** The bound comparison's heartbeat: the bound under way, since when, its nodes so far. */
export type BoundTick = {
  readonly name: string;
  readonly began: number;
  readonly nodes: number | undefined;
  /** The tick that says its tables are under way (see `TickEvent.tables`). */
  readonly tables?: TickEvent;
};

/** A watch job: where, and the pace it starts at. */
export type WatchStart = WatchJob & { readonly pace: WatchPace };

/** What each kind takes, reports and ends with; `control` is what it can be told meanwhile. */
export type Kinds = {
  solve: { job: SearchJob; outcome: JobOutcome; part: IterationEvent; tick: TickEvent };
  analyze: { job: AnalysisJob; outcome: AnalysisOutcome; part: IterationEvent; tick: TickEvent };
  bounds: { job: BoundsJob; outcome: BoundsOutcome; part: BoundRow; tick: BoundTick };
  map: { job: MapJob; outcome: MapOutcome; part: never; tick: MapProgress };
  /** Its tick: the tables its question waits for (none once they are there). */
  ask: {
    job: OracleJob;
    outcome: OracleOutcome;
    part: never;
    tick: { readonly tables?: TableStage };
  };
  watch: {
    job: WatchStart;
    outcome: WatchOutcome;
    part: never;
    tick: WatchFrame;
    control: WatchControl;
  };
};

export type Kind = keyof Kinds;
export type JobOf<K extends Kind> = Kinds[K]['job'];
export type OutcomeOf<K extends Kind> = Kinds[K]['outcome'];
export type PartOf<K extends Kind> = Kinds[K]['part'];
export type TickOf<K extends Kind> = Kinds[K]['tick'];
export type ControlOf<K extends Kind> = Kinds[K] extends { control: infer C } ? C : never;

/** How a job tells the store what happened: `now` asks for a redraw at once. */
export type Report<K extends Kind> = {
  part(part: PartOf<K>, now?: boolean): void;
  tick(tick: TickOf<K>, now?: boolean): void;
};

export type Launched<K extends Kind> = Running<OutcomeOf<K>> & {
  control?(command: ControlOf<K>): void;
};

type Launchers = {
  [K in Kind]: (services: Services, job: JobOf<K>, report: Report<K>) => Launched<K>;
};

export const launchers: Launchers = {
  solve: (services, job, report) => {
    // Tables starting or ending are drawn at once, even where progress is not
    // (the counter's and a tip's searches say that they wait for them).
    let loading = false;
    return services.search.solve(job, {
      onIteration: (event) => report.part(event),
      onTick: (tick) => {
        const changed = (tick.tables !== undefined) !== loading;
        loading = tick.tables !== undefined;
        report.tick(tick, changed);
      },
    });
  },
  analyze: (services, job, report) =>
    services.search.analyze(job, {
      onIteration: (event) => report.part(event),
      onTick: report.tick,
    }),
  bounds: (services, job, report) => {
    let current: BoundTick | undefined;
    return services.search.bounds(job, {
      onStart: (name) => {
        current = { name, began: performance.now(), nodes: undefined };
        report.tick(current);
      },
      onTick: (event) => {
        if (!current) return;
        // Tables starting or ending are drawn at once; their nodes are none yet.
        if (event.tables) report.tick({ ...current, tables: event }, true);
        else if (event.totalNodes === 0) report.tick(current, true);
        else report.tick({ ...current, nodes: event.totalNodes });
      },
      // A finished row is drawn at once.
      onRow: (row) => report.part(row, true),
    });
  },
  map: (services, job, report) => services.maps.map(job, { onTick: report.tick }),
  ask: (services, job, report) =>
    services.oracle.ask(job, {
      onTables: (stage) => report.tick(stage ? { tables: stage } : {}, true),
    }),
  watch: (services, { pace, ...job }, report) =>
    pacedWatch(services.search.watch(job), pace, (frame) => report.tick(frame, true)),
};
