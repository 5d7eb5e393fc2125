import type { CommandName } from '../commands/specs.js';

/**
 * What each command's help page shows beyond its flags: command lines to
 * copy, and the keys of what `--json` prints (test/command-help.test.ts runs
 * each command and compares the keys it prints with these).
 */
export type CommandPage = {
  readonly examples: readonly string[];
  /** The object `--json` prints, its keys in order; nested shapes in brackets. */
  readonly json?: string;
};

export const commandPages: Readonly<Record<CommandName, CommandPage>> = {
  play: {
    examples: ['tobikoe', 'tobikoe play frog-line-4', 'tobikoe play peg-star --hole 3 --ascii'],
  },
  watch: {
    examples: ['tobikoe watch frog-line-3', 'tobikoe watch knights --algo bfs --speed 10'],
  },
  list: {
    examples: ['tobikoe list', 'tobikoe list --json'],
    json: '{"puzzles":[{"id","family","title","summary","options","params","pageFigure","bounds","moves"}]}',
  },
  solve: {
    examples: [
      'tobikoe solve knights',
      "tobikoe solve line --start 'ACA. CDCA DBAB CDBD' --goal goal3 --json",
      'tobikoe solve frog-line-4 --algo bfs --all',
      'tobikoe solve lightsout --side 3 --json',
    ],
    // A move is the cells it visits: [from, to], a peg chain, a press one cell (`list --json` says which).
    json:
      '{"puzzle","algorithm","bound","start","goal","length","moves":[[cells]],' +
      '"iterations":[{"depth","nodes","ms","ownMs","cutoffs"}],"nodes","ms","ownMs","cpuMs",' +
      '"timing","tables",' +
      '"solutions","optimal","peak"}',
  },
  analyze: {
    examples: ['tobikoe analyze flip-star', 'tobikoe analyze knights --json'],
    json: '{"puzzle","from","complete","states","diameter","histogram":[count],"farthest":[board],"ms"}',
  },
  new: {
    examples: [
      'tobikoe new frog-line-4',
      'tobikoe new knights --length 12 --seed 7 --json',
      'tobikoe new fifteen --random',
      'tobikoe new hakoiri --shuffle 40 --seed 3',
    ],
    json: '{"puzzle","start","goal","length","seed","code","deal","shuffled"}',
  },
  daily: {
    examples: ['tobikoe daily', 'tobikoe daily frog-line-3 --json'],
    json: '{"puzzle","start","goal","length","seed","code","day"}',
  },
  records: {
    examples: ['tobikoe records', 'tobikoe records --json'],
    json:
      '{"puzzles":[{"id","variant","options","begun","solved","solvedUnaided","dailyStreak",' +
      '"dailiesSolved","records":[{"start","best","bestUnaided","fastestMs","positions","keys"}]}]}',
  },
  review: {
    examples: [
      'tobikoe review flip-line --moves "5-0 2-5"',
      'tobikoe review knights --moves "0-5 2-3" --json',
      'tobikoe review lightsout --side 3 --moves "0 2 4 6 8"',
    ],
    json:
      '{"puzzle","start","optimal","used","solved","accuracy","leftOptimalAt",' +
      '"moves":[{"move","before","after","verdict"}]}',
  },
  bounds: {
    examples: ['tobikoe bounds frog-line-4', 'tobikoe bounds line-3 --limit-s 5 --json'],
    json:
      '{"puzzle","start","goal","rows":[{"bound","start","length","nodes","ms","ebf",' +
      '"peak","setupMs","stopped"}]}',
  },
  replay: {
    examples: ['tobikoe replay game.cast'],
  },
  completion: {
    examples: [
      'source <(tobikoe completion bash)',
      'tobikoe completion zsh > ~/.zfunc/_tobikoe',
      'tobikoe completion fish > ~/.config/fish/completions/tobikoe.fish',
    ],
  },
};
