import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type RecorderState,
  type RecordingName,
  recorderText,
  type ScreenRecorder,
} from '../../record/screen-recorder.js';

type Recorder = {
  readonly recorder: ScreenRecorder;
  /** What is on view now, for the next recording's name. */
  readonly name: { current: RecordingName };
};

const RecorderContext = createContext<Recorder | undefined>(undefined);

const OFF: RecorderState = { kind: 'off' };

/** The app's recorder for the screens below (none in tests that give none: the record key does nothing). */
export const RecorderProvider = ({
  recorder,
  children,
}: {
  readonly recorder?: ScreenRecorder;
  readonly children: ReactNode;
}): ReactNode => {
  const name = useRef<RecordingName>({ view: 'menu' });
  return recorder ? (
    <RecorderContext.Provider value={{ recorder, name }}>{children}</RecorderContext.Provider>
  ) : (
    children
  );
};

/** The record key: starts or stops a recording of what is on view. */
export const useRecordKey = (): (() => void) => {
  const found = useContext(RecorderContext);
  return () => found?.recorder.toggle(found.name.current);
};

/** Whether a recording is under way, or where the last one went. */
export const useRecorderState = (): RecorderState => {
  const found = useContext(RecorderContext);
  return useSyncExternalStore(
    (listener) => found?.recorder.subscribe(listener) ?? (() => {}),
    () => found?.recorder.state() ?? OFF,
  );
};

/** Names what this screen shows, for a recording started while it is on view. */
export const useRecordingView = (view: string, puzzle?: string): void => {
  const found = useContext(RecorderContext);
  useLayoutEffect(() => {
    if (found) found.name.current = { view, ...(puzzle === undefined ? {} : { puzzle }) };
  }, [found, view, puzzle]);
};

/**
 * What a screen with a title and a message line shows of the recorder: the
 * mark while a recording announced by the record key runs, and where the last
 * one went (or why it could not be made) until `clear` (the next key). Only a
 * recording that ended while this screen was on view: the next screen (the
 * next lesson) does not say it again.
 */
export const useRecorderNotes = (view: string, puzzle?: string) => {
  useRecordingView(view, puzzle);
  const state = useRecorderState();
  const [said, setSaid] = useState<string | null>(null);
  const atMount = useRef(state);
  useEffect(() => {
    if (state === atMount.current) return;
    if (state.kind === 'saved' || state.kind === 'failed') setSaid(recorderText(state) ?? null);
  }, [state]);
  return {
    mark: state.kind === 'on' && state.announced ? `  ${recorderText(state)}` : '',
    said,
    clear: () => setSaid(null),
  };
};
