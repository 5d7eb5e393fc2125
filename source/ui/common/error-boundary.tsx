import { Box, Text } from 'ink';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  readonly children: ReactNode;
  /** Called once with what went wrong; the app then ends (the loader restores the terminal). */
  readonly onCrash: (error: Error) => void;
};

type State = { readonly error: Error | null };

/** One line about an error, without its stack: `TypeError: x is not a function`. */
export const crashText = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
};

/**
 * Catches an exception thrown while drawing (or in an effect) anywhere below
 * it: shows a short message instead of a stack trace and hands the error on,
 * so the app ends and the terminal is given back.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Box flexDirection="column">
        <Text bold>tobikoe ran into a problem and has to stop.</Text>
        <Text wrap="truncate">{crashText(error)}</Text>
      </Box>
    );
  }
}
