import { StringDecoder } from 'node:string_decoder';

/** The most characters a batch line may hold: far more than any board or code. */
export const LONGEST_LINE = 4096;

/** One line of a batch: its text, or only that it ran past `longest`. */
export type BatchLine =
  | { readonly number: number; readonly text: string }
  | { readonly number: number; readonly tooLong: true };

/**
 * The lines of a stream of bytes, each at most `longest` characters, read a
 * chunk at a time so a reader that stops pulling stops the reading: memory
 * holds one chunk and one line, whatever the stream's length. A line that runs
 * past `longest` is given as too long the moment it does, without its text
 * (a line with no end, `/dev/zero`, is never gathered), and nothing is read
 * after it. `\r\n` ends a line as `\n` does.
 */
export async function* batchLines(
  chunks: AsyncIterable<Buffer | string>,
  longest = LONGEST_LINE,
): AsyncGenerator<BatchLine> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let number = 0;
  const withoutReturn = (text: string): string => (text.endsWith('\r') ? text.slice(0, -1) : text);
  const ended = (text: string): BatchLine => ({ number: ++number, text: withoutReturn(text) });
  const tooLong = (text: string): boolean => withoutReturn(text).length > longest;
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let from = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', from)) {
      const line = pending + text.slice(from, end);
      pending = '';
      from = end + 1;
      if (tooLong(line)) {
        yield { number: ++number, tooLong: true };
        return;
      }
      yield ended(line);
    }
    pending += text.slice(from);
    if (tooLong(pending)) {
      yield { number: ++number, tooLong: true };
      return;
    }
  }
  pending += decoder.end();
  if (pending !== '') yield ended(pending);
}
