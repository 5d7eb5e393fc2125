import { useStdout } from 'ink';
import { useEffect, useState } from 'react';
import { type TerminalSize, useDisplay } from './display.js';

const FALLBACK: TerminalSize = { columns: 80, rows: 24 };

/** The terminal's size, updated on resize (Ink 6 has no useWindowSize). */
export const useTerminalSize = (): TerminalSize => {
  const { size: fixed } = useDisplay();
  const { stdout } = useStdout();
  const read = (): TerminalSize => ({
    columns: stdout.columns || FALLBACK.columns,
    rows: stdout.rows || FALLBACK.rows,
  });
  const [size, setSize] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read only reads stdout
  useEffect(() => {
    if (fixed) return;
    const onResize = (): void => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout, fixed]);
  return fixed ?? size;
};
