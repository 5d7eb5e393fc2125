import { useCallback } from 'react';
import type { PuzzleOptions } from '../../puzzles/puzzle.js';
import type { MapOutcome, MapProgress } from '../../worker/protocol.js';
import { useJob, useKept } from '../common/use-job.js';

type Absent = Extract<MapOutcome, { kind: 'absent' }>;

/** Where the whole map stands on the analysis screen. */
export type WholeMapState =
  | { readonly kind: 'off' }
  /** Looking in the data folder. */
  | { readonly kind: 'looking' }
  /** Not kept: what mapping it would take (and whether a map was just cancelled). */
  | { readonly kind: 'absent'; readonly absent: Absent; readonly cancelled: boolean }
  | {
      readonly kind: 'building';
      /** Positions to map (known once the data folder was looked in). */
      readonly positions: number | undefined;
      readonly progress: MapProgress | undefined;
      readonly elapsed: number;
    }
  | { readonly kind: 'mapped'; readonly outcome: Extract<MapOutcome, { kind: 'mapped' }> }
  | { readonly kind: 'failed'; readonly message: string };

export type WholeMap = {
  readonly state: WholeMapState;
  /** Reads the kept map, if any (once; later calls do nothing). */
  look(): void;
  /** Makes the map (after `look` found none). */
  build(): void;
  /** Stops a map under way. */
  cancel(): void;
};

/** A puzzle's whole map for the analysis screen: read when kept, else made on request. */
export const useWholeMap = (id: string, options: PuzzleOptions): WholeMap => {
  const job = useJob('map', 'analysis/map');
  // What the look found: kept by the build, whose outcome replaces it.
  const [absentFound, setAbsent] = useKept<Absent | undefined>('analysis/absent', () => undefined);
  const absent = { current: absentFound };
  const { view } = job;

  const look = useCallback(() => {
    if (view) return;
    job.start(
      { id, options, build: false },
      {
        progress: false,
        onDone: ({ outcome }) => {
          if (outcome?.kind === 'absent') setAbsent(outcome);
        },
      },
    );
  }, [job, view, id, options, setAbsent]);
  const build = useCallback(() => {
    if (view?.status !== 'running') job.start({ id, options, build: true });
  }, [job, view, id, options]);

  let state: WholeMapState = { kind: 'off' };
  if (view?.status === 'running') {
    state =
      view.job.build && absent.current
        ? {
            kind: 'building',
            positions: absent.current.positions,
            progress: view.live,
            elapsed: view.elapsed,
          }
        : { kind: 'looking' };
  } else if (view?.outcome) {
    const { outcome } = view;
    if (outcome.kind === 'mapped') state = { kind: 'mapped', outcome };
    else if (outcome.kind === 'absent')
      state = { kind: 'absent', absent: outcome, cancelled: false };
    else if (outcome.kind === 'failed') state = { kind: 'failed', message: outcome.message };
    else if (absent.current) state = { kind: 'absent', absent: absent.current, cancelled: true };
  }
  return { state, look, build, cancel: job.cancel };
};
