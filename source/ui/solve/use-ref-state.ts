import { type RefObject, useCallback, useRef, useState } from 'react';

/**
 * State that a key handler can read back at once. Ink calls `useInput`
 * handlers for every key of a chunk before React renders again, and a handler
 * may still be the one from an earlier render; reading `ref.current` instead of
 * the rendered value keeps fast typing right.
 */
export const useRefState = <T>(
  initial: T,
): [T, (change: T | ((now: T) => T)) => void, RefObject<T>] => {
  const [value, setValue] = useState<T>(initial);
  const ref = useRef<T>(initial);
  const set = useCallback((change: T | ((now: T) => T)) => {
    ref.current = typeof change === 'function' ? (change as (now: T) => T)(ref.current) : change;
    setValue(ref.current);
  }, []);
  return [value, set, ref];
};
