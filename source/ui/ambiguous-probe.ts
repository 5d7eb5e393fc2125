import { holdTerminal, suspend } from './suspend.js';

/** How long the terminal has to say where its cursor went; one that never answers costs this once. */
const ANSWER_MS = 150;

const ESC = '\u001B';
/** A cursor position report: ESC [ row ; column R. */
const REPORT = new RegExp(`${ESC}\\[(\\d+);(\\d+)R`);

/** What the probe learnt: the width, when the terminal said, and whether Ctrl-C was typed meanwhile. */
export type ProbeAnswer = { readonly wide: boolean | undefined; readonly interrupted: boolean };

const CTRL_C = 0x03;
const CTRL_Z = 0x1a;
/** Where the probe writes: the start of the line, wiped after. */
const WIPE = '\r   \r';

/**
 * Asks the terminal how wide it draws an ambiguous-width sign: from the start
 * of a line it prints `─` and asks where the cursor stands (DSR 6); column 3
 * means two columns wide, column 2 one. The line is wiped after. `wide` is
 * undefined when the terminal gives no answer in time. Whatever else arrives
 * meanwhile is typing: it is put back on stdin for the app to read, and a
 * Ctrl-C among it is said (`interrupted`), so the caller can quit at once.
 * Ctrl-Z suspends here as everywhere (the line wiped, cooked mode back).
 */
export const probeAmbiguousWide = (
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
): Promise<ProbeAnswer> =>
  new Promise((resolve) => {
    let heard = Buffer.alloc(0);
    let wide: boolean | undefined;
    const letGo = holdTerminal({
      release: () => {
        stdin.setRawMode(false);
        stdout.write(WIPE);
      },
      retake: (redraw) => {
        stdin.setRawMode(true);
        redraw();
      },
    });
    const finish = (): void => {
      letGo();
      clearTimeout(timer);
      stdin.off('data', listen);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write(WIPE);
      if (heard.length > 0) stdin.unshift(heard);
      resolve({ wide, interrupted: heard.includes(CTRL_C) });
    };
    const listen = (data: Buffer | string): void => {
      const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
      if (bytes.includes(CTRL_Z)) {
        suspend();
        heard = Buffer.concat([heard, bytes.filter((byte) => byte !== CTRL_Z)]);
      } else heard = Buffer.concat([heard, bytes]);
      const report = REPORT.exec(heard.toString('latin1'));
      if (!report) return;
      wide = Number(report[2]) === 3;
      // Latin-1 keeps one character a byte: the report's place in the text is its place in the bytes.
      heard = Buffer.concat([
        heard.subarray(0, report.index),
        heard.subarray(report.index + report[0].length),
      ]);
      finish();
    };
    const timer = setTimeout(finish, ANSWER_MS);
    stdin.setRawMode(true);
    stdin.on('data', listen);
    stdin.resume();
    stdout.write('\r─\u001B[6n');
  });
