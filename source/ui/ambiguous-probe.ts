/** How long the terminal has to say where its cursor went; one that never answers costs this once. */
const ANSWER_MS = 150;

const ESC = '\u001B';
/** A cursor position report: ESC [ row ; column R. */
const REPORT = new RegExp(`${ESC}\\[(\\d+);(\\d+)R`);

/**
 * Asks the terminal how wide it draws an ambiguous-width sign: from the start
 * of a line it prints `─` and asks where the cursor stands (DSR 6); column 3
 * means two columns wide, column 2 one. The line is wiped after. Undefined
 * when the terminal gives no answer in time.
 */
export const probeAmbiguousWide = (
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
): Promise<boolean | undefined> =>
  new Promise((resolve) => {
    let heard = '';
    const finish = (wide: boolean | undefined): void => {
      clearTimeout(timer);
      stdin.off('data', listen);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\r   \r');
      resolve(wide);
    };
    const listen = (data: Buffer): void => {
      heard += data.toString('latin1');
      const report = REPORT.exec(heard);
      if (report) finish(Number(report[2]) === 3);
    };
    const timer = setTimeout(() => finish(undefined), ANSWER_MS);
    stdin.setRawMode(true);
    stdin.on('data', listen);
    stdin.resume();
    stdout.write('\r─\u001B[6n');
  });
