import { useApp } from 'ink';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Algorithm } from '../../search/search-events.js';

/** `tobikoe watch`: the search watched as the solve panel opens, paused at its end or after `nodes`. */
export type WatchFirst = {
  /** Default: the puzzle's own. */
  readonly algorithm?: Algorithm;
  /** The pace, as `--speed` names it (one of WATCH_SPEEDS); default one node a frame. */
  readonly speed?: string;
  readonly nodes?: number;
  /** The watch found the answer, or reached `nodes`. */
  readonly onEnd?: () => void;
};

/** What `tobikoe watch` asks of the app; `quitAtEnd`: the app ends once the watch has (a recording of it is done). */
export type WatchOpening = Omit<WatchFirst, 'onEnd'> & { readonly quitAtEnd?: boolean };

/** How long the end of a watch stays on screen before the app quits by itself. */
const WATCH_END_HOLD_MS = 2000;

const WatchFirstContext = createContext<WatchFirst | undefined>(undefined);

/** The solve panel below opens in watch mode as `watch` says (none: as it always does). */
export const WatchFirstProvider = ({
  watch,
  children,
}: {
  readonly watch?: WatchOpening;
  readonly children: ReactNode;
}): ReactNode => {
  const { exit } = useApp();
  const first = useMemo<WatchFirst | undefined>(
    () =>
      watch && {
        ...watch,
        ...(watch.quitAtEnd ? { onEnd: () => setTimeout(() => exit(), WATCH_END_HOLD_MS) } : {}),
      },
    [watch, exit],
  );
  return <WatchFirstContext.Provider value={first}>{children}</WatchFirstContext.Provider>;
};

export const useWatchFirst = (): WatchFirst | undefined => useContext(WatchFirstContext);
