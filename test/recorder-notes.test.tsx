import { Text } from 'ink';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { RecorderState, ScreenRecorder } from '../source/record/screen-recorder.js';
import { RecorderProvider, useRecorderNotes } from '../source/ui/common/recorder-context.js';

/** A recorder whose state the test sets. */
const heldRecorder = () => {
  let state: RecorderState = { kind: 'off' };
  const listeners = new Set<() => void>();
  const recorder: ScreenRecorder = {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    toggle() {},
    startWith() {},
    close: async () => {},
  };
  const set = (next: RecorderState): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { recorder, set };
};

const Screen = ({ view }: { readonly view: string }) => {
  const { said } = useRecorderNotes(view);
  return <Text>{`${view}: ${said ?? '-'}`}</Text>;
};

const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('where a recording went is said once', () => {
  it('on the screen it ended on, and not again on the next one (the next lesson)', async () => {
    const { recorder, set } = heldRecorder();
    const first = render(
      <RecorderProvider recorder={recorder}>
        <Screen view="lesson-1" />
      </RecorderProvider>,
    );
    set({ kind: 'on', path: '/r/a.svg', announced: true });
    set({ kind: 'saved', paths: ['/r/a.svg', '/r/a.cast'] });
    await settle();
    expect(first.lastFrame()).toBe('lesson-1: recorded: a.svg and .cast in /r');
    first.unmount();
    const next = render(
      <RecorderProvider recorder={recorder}>
        <Screen view="lesson-2" />
      </RecorderProvider>,
    );
    await settle();
    expect(next.lastFrame()).toBe('lesson-2: -');
    next.unmount();
  });
});
