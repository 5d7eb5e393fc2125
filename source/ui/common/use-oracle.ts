/**
 * The screens' questions to the distance oracle: one at a time per hook (a new
 * question ends the one before), ended when the screen goes. Where it runs is
 * the `OracleService` in context: a worker thread in the app, in process in tests.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { workerOracle } from '../../worker/oracle-client.js';
import type { OracleJob, OracleOutcome, OracleService } from '../../worker/oracle-protocol.js';
import type { Running } from '../../worker/protocol.js';

export const OracleContext = createContext<OracleService>(workerOracle);

export type OracleAsked = {
  readonly job: OracleJob;
  /** Undefined while the oracle thinks. */
  readonly outcome: OracleOutcome | undefined;
};

export type OracleHandle = {
  /** The latest question and its answer, or none. */
  readonly asked: OracleAsked | undefined;
  ask(job: OracleJob): void;
  /** Ends the question under way and forgets it. */
  clear(): void;
};

export const useOracle = (): OracleHandle => {
  const service = useContext(OracleContext);
  const [asked, setAsked] = useState<OracleAsked>();
  const active = useRef<Running<OracleOutcome> | undefined>(undefined);

  const clear = useCallback(() => {
    active.current?.cancel();
    active.current = undefined;
    setAsked(undefined);
  }, []);

  const ask = useCallback(
    (job: OracleJob) => {
      active.current?.cancel();
      const running = service.ask(job);
      active.current = running;
      setAsked({ job, outcome: undefined });
      void running.result.then((outcome) => {
        if (active.current !== running) return;
        active.current = undefined;
        setAsked({ job, outcome });
      });
    },
    [service],
  );

  useEffect(() => () => active.current?.cancel(), []);
  return { asked, ask, clear };
};
