/**
 * The app's recorder: the record key starts a recording of what the
 * terminal shows from then on, and stops it. Recordings go to the data
 * folder's recordings/, named after the puzzle, the view and the time, as an
 * animated SVG and the asciicast it was drawn from; `play --record FILE`
 * makes one recording, into FILE, from the first frame.
 */
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, extname, join, sep } from 'node:path';
import { words } from '../words/words.js';
import { teeWrites } from './capture.js';
import { openRecording, type Recording, type RecordingSize } from './recording.js';

export type RecorderState =
  | { readonly kind: 'off' }
  /** `announced`: the status line says so (the record key's recordings; `play --record` asked for its own). */
  | { readonly kind: 'on'; readonly path: string; readonly announced: boolean }
  | { readonly kind: 'saved'; readonly paths: readonly string[] }
  | { readonly kind: 'failed'; readonly message: string };

/** What a recording is of: named in its file's name. */
export type RecordingName = { readonly puzzle?: string; readonly view: string };

export type ScreenRecorder = {
  state(): RecorderState;
  subscribe(listener: () => void): () => void;
  /** The record key: a recording of the screen from now, or the end of the one under way. */
  toggle(name: RecordingName): void;
  /** Records into a recording opened beforehand (`play --record`, opened before the terminal is touched). */
  startWith(recording: Recording): void;
  /** Stops hearing the output at once (the terminal is about to be given back) and finishes the files. */
  close(): Promise<void>;
};

/**
 * The screen as a recording begins: cleared, cursor hidden, then the app's
 * next frame (Ink draws every line of a frame, and the REC mark or the first
 * frame makes one), in the same event: a recording never opens on nothing.
 */
const OPENING = '\u001B[?25l\u001B[2J\u001B[H';

const two = (value: number): string => String(value).padStart(2, '0');
/** Local time, to the second, in a form every file system takes. */
export const fileStamp = (when: Date): string =>
  `${when.getFullYear()}${two(when.getMonth() + 1)}${two(when.getDate())}-` +
  `${two(when.getHours())}${two(when.getMinutes())}${two(when.getSeconds())}`;

/** A file name's part from a puzzle id or a view: letters, digits and '-' only. */
const namePart = (text: string): string => text.replace(/[^\w-]+/g, '-').slice(0, 40);

export type ScreenRecorderOptions = {
  /** The stream the app draws on. */
  readonly stream: { write: NodeJS.WriteStream['write'] };
  readonly size: () => RecordingSize;
  /** The folder the record key's recordings go to. */
  readonly folder: string;
  readonly title: string;
};

export const screenRecorder = ({
  stream,
  size,
  folder,
  title,
}: ScreenRecorderOptions): ScreenRecorder => {
  let state: RecorderState = { kind: 'off' };
  let recordings: Recording[] = [];
  let finishing: Promise<void> = Promise.resolve();
  const listeners = new Set<() => void>();
  const set = (next: RecorderState): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  // Recordings that have heard nothing yet: their opening goes with the first output.
  let opening = new Set<Recording>();
  const untee = teeWrites(stream, (chunk) => {
    for (const recording of recordings) {
      if (opening.delete(recording)) recording.add(OPENING);
      recording.add(chunk);
    }
  });
  const begin = (opened: Recording[], announced: boolean): void => {
    opening = new Set(opened);
    recordings = opened;
    set({ kind: 'on', path: opened[0].path, announced });
  };
  const end = (): Promise<void> => {
    const ending = recordings;
    recordings = [];
    if (ending.length === 0) return finishing;
    const paths = ending.map((recording) => recording.path);
    finishing = finishing
      .then(() => Promise.all(ending.map((recording) => recording.finish())))
      .then(
        () => set({ kind: 'saved', paths }),
        (error: unknown) =>
          set({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
    return finishing;
  };
  const failed = (error: unknown): void =>
    set({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(name) {
      if (recordings.length > 0) {
        void end();
        return;
      }
      try {
        mkdirSync(folder, { recursive: true });
        const base = join(
          folder,
          [name.puzzle, name.view, fileStamp(new Date())]
            .filter((part): part is string => part !== undefined)
            .map(namePart)
            .join('-'),
        );
        begin(
          [`${base}.svg`, `${base}.cast`].map((path) => openRecording(path, { ...size(), title })),
          true,
        );
      } catch (error) {
        failed(error);
      }
    },
    startWith(recording) {
      begin([recording], false);
    },
    async close() {
      untee();
      await end();
    },
  };
};

/** What the status line says of the recorder. */
/** `path` with the home folder written `~`, as a shell writes it. */
export const homeAsTilde = (path: string, home = homedir()): string =>
  home !== '' && path.startsWith(home + sep) ? `~${path.slice(home.length)}` : path;

export const recorderText = (state: RecorderState): string | undefined => {
  const say = words().common.recording;
  switch (state.kind) {
    case 'off':
      return undefined;
    case 'on':
      return state.announced ? say.on : undefined;
    case 'saved': {
      // The file's name first (a status line cut short keeps it), then the other kinds and the
      // whole folder, the home folder written ~ as shells write it.
      const [first, ...others] = state.paths;
      return say.saved(
        basename(first),
        others.map((path) => extname(path)),
        homeAsTilde(dirname(first)),
      );
    }
    case 'failed':
      return state.message;
  }
};
