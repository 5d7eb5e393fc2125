/**
 * The oracle worker: one long-lived thread that answers the screens' questions
 * to the distance oracle in turn, keeping its tables between them. A question
 * given up on (its `stop` flag set) is skipped, or its search stops.
 */
import { parentPort } from 'node:worker_threads';
import { type TableStage, watchingTables } from '../puzzles/table-cache.js';
import { installDataFolderTables } from '../store/tables.js';
import { LANGUAGES, setLanguage } from '../words/language.js';
import { loadWords } from '../words/words.js';
import { runOracle } from './oracle-jobs.js';
import type { OracleAnswer, OracleQuestion, OracleTables } from './oracle-protocol.js';

if (parentPort) {
  const port = parentPort;
  installDataFolderTables();
  // Each question names its language, so every language is there before the first.
  await loadWords(...LANGUAGES);
  port.on('message', ({ serial, job, stop, language }: OracleQuestion) => {
    setLanguage(language);
    const flag = new Int32Array(stop);
    const told = (stage: TableStage | undefined): void => {
      const tables: OracleTables = { serial, tables: stage ?? null };
      port.postMessage(tables);
    };
    const outcome = watchingTables(told, () => runOracle(job, () => Atomics.load(flag, 0) === 1));
    const answer: OracleAnswer = { serial, outcome };
    port.postMessage(answer);
  });
}
