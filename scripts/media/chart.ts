/**
 * A chart from a real trace (`tobikoe solve … --trace FILE`): nodes at each
 * depth within each IDA* iteration, one line per iteration, drawn as an SVG by
 * vega-lite (loaded from media/tools/, see render.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli } from './record.js';

/** vega and vega-lite, installed apart from the app's packages (media/tools/package.json). */
export const toolDir = fileURLToPath(new URL('../../media/tools/', import.meta.url));

/** One line of a trace, as much of it as the chart reads. */
type TraceLine = {
  readonly bound?: number;
  readonly depth?: number;
  readonly nodes: number;
  readonly perDepth: readonly number[];
};

type VegaLite = { compile(spec: unknown): { spec: unknown } };
type Vega = {
  parse(spec: unknown): unknown;
  View: new (
    runtime: unknown,
    options: { renderer: 'none' },
  ) => { toSVG(): Promise<string>; finalize(): void };
};

const load = async <T>(name: string): Promise<T> =>
  (await import(pathToFileURL(createRequire(toolDir).resolve(name)).href)) as T;

/** Runs `tobikoe solve <args> --trace` and returns the trace's text. */
export const traceOf = (args: readonly string[]): string => {
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-trace-'));
  try {
    const file = join(folder, 'trace.jsonl');
    // The answer itself is not wanted; a stdout tobikoe could not write to would be exit 74.
    execFileSync(process.execPath, [cli, 'solve', ...args, '--trace', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

export const chartOf = async (trace: string, title: string): Promise<string> => {
  const lines = trace
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as TraceLine);
  const points = lines.flatMap((line) =>
    line.perDepth
      .map((nodes, depth) => ({ limit: line.bound ?? line.depth ?? 0, depth, nodes }))
      .filter((point) => point.nodes > 0),
  );
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, anchor: 'start' },
    width: 560,
    height: 260,
    background: 'white',
    data: { values: points },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'depth', type: 'quantitative', title: 'depth g within the iteration' },
      y: {
        field: 'nodes',
        type: 'quantitative',
        scale: { type: 'log' },
        title: 'nodes at that depth (log scale)',
      },
      color: {
        field: 'limit',
        type: 'ordinal',
        title: 'limit',
        scale: { scheme: 'viridis' },
      },
    },
  };
  const vegaLite = await load<VegaLite>('vega-lite');
  const vega = await load<Vega>('vega');
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
};
