import { Text } from 'ink';
import type { ReactNode } from 'react';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { wrapText } from '../common/truncate.js';
import { spinnerFrame } from '../solve/text.js';
import { absentText, mapText, progressBar, progressText } from './map-text.js';
import type { WholeMapState } from './use-whole-map.js';

/** Where the whole map stands, over its chart: looking, what it costs, under way, made. */
export const MapStatus = ({
  state,
  width,
}: {
  readonly state: WholeMapState;
  readonly width: number;
}): ReactNode => {
  const { color, ascii } = useDisplay();
  const shown = (line: string): string => displayText(line, ascii);
  const wrapped = (text: string, props: { bold?: boolean; red?: boolean } = {}): ReactNode[] =>
    wrapText(shown(text), width).map((line) => (
      <Text key={line} bold={props.bold} color={color && props.red ? 'red' : undefined}>
        {line}
      </Text>
    ));
  switch (state.kind) {
    case 'off':
      return null;
    case 'looking':
      return wrapped(words().analysis.map.looking);
    case 'absent':
      return wrapped(absentText(state.absent, state.cancelled));
    case 'failed':
      return wrapped(words().analysis.map.failed(state.message), { red: true });
    case 'mapped':
      return [
        ...wrapped(mapText(state.outcome), { bold: true }),
        ...(state.outcome.note ? wrapped(state.outcome.note, { red: true }) : []),
      ];
    case 'building': {
      const { progress, positions: size, elapsed } = state;
      const share = progress?.share;
      return [
        ...wrapped(`${spinnerFrame(elapsed, ascii)} ${progressText(progress, size, elapsed)}`),
        ...(share === undefined
          ? []
          : [
              <Text key="bar" color={color ? 'cyan' : undefined}>
                {progressBar(share, Math.min(width, 60), ascii)}
              </Text>,
            ]),
      ];
    }
  }
};
