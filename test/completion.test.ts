import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { commandNames, commandSpecs } from '../source/commands/specs.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { setLanguage } from '../source/words/language.js';
import { tobikoeHere } from './cli-here.js';

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('en');
});

let bashScript = '';

beforeAll(async () => {
  const run = await tobikoeHere('completion', 'bash');
  expect(run.code).toBe(0);
  expect(run.stderr).toBe('');
  const folder = mkdtempSync(join(tmpdir(), 'tobikoe-completion-'));
  bashScript = join(folder, 'tobikoe.bash');
  writeFileSync(bashScript, run.stdout);
});

/** The words a real bash offers at the end of `words`, the script sourced as a person would. */
const offered = (...words: string[]): string[] => {
  const array = ['tobikoe', ...words].map((word) => `'${word.replaceAll("'", `'\\''`)}'`);
  const program = [
    `source '${bashScript}'`,
    // The function `complete -F` names, called the way bash calls it on Tab.
    `fn=$(complete -p tobikoe | sed -E 's/.*-F ([^ ]+).*/\\1/')`,
    `COMP_WORDS=(${array.join(' ')})`,
    `COMP_CWORD=${words.length}`,
    `COMP_LINE="\${COMP_WORDS[*]}"`,
    `COMP_POINT=\${#COMP_LINE}`,
    `"$fn" tobikoe "\${COMP_WORDS[COMP_CWORD]}" "\${COMP_WORDS[COMP_CWORD-1]}"`,
    `printf '%s\\n' "\${COMPREPLY[@]}"`,
  ].join('\n');
  const bash = spawnSync('bash', ['--norc', '--noprofile', '-c', program], { encoding: 'utf8' });
  expect(bash.stderr).toBe('');
  expect(bash.status).toBe(0);
  return bash.stdout.split('\n').filter(Boolean);
};

describe('tobikoe completion bash, sourced in bash', () => {
  it('completes a command: so<Tab> is solve', () => {
    expect(offered('so')).toEqual(['solve']);
    expect(offered('')).toEqual([...commandNames, 'help']);
  });

  it('completes a puzzle id: solve kn<Tab> is knights, every id offered', () => {
    expect(offered('solve', 'kn')).toEqual(['knights']);
    expect(offered('watch', '').sort()).toEqual(catalogue.map((entry) => entry.id).sort());
  });

  it("completes a command's flags, its own and no other command's", () => {
    const flags = offered('solve', 'knights', '--');
    for (const flag of Object.keys(commandSpecs.solve.flags)) expect(flags).toContain(`--${flag}`);
    expect(flags).toContain('--lang');
    expect(flags).toContain('--start');
    expect(flags).not.toContain('--full');
    expect(offered('list', '--')).toEqual([
      '--json',
      '--lang',
      '--ambiguous',
      '--no-color',
      '--help',
    ]);
  });

  it("completes a flag's value from its declaration", () => {
    expect(offered('solve', 'knights', '--algo', 'i')).toEqual(['iddfs', 'ida']);
    expect(offered('play', '--lang', '')).toEqual(['en', 'ja']);
    expect(offered('solve', 'frog-line', '--n', '')).toContain('8');
  });

  it("skips a flag's value when finding the command", () => {
    expect(offered('--lang', 'ja', 'so')).toEqual(['solve']);
    expect(offered('solve', '--algo', 'bfs', 'kn')).toEqual(['knights']);
    expect(offered('solve', 'knights', 'kn')).toEqual([]);
  });

  it("completes help's command and completion's shell", () => {
    expect(offered('help', 'an')).toEqual(['analyze']);
    expect(offered('completion', '')).toEqual(['bash', 'zsh', 'fish']);
  });
});

const has = (shell: string): boolean =>
  spawnSync(shell, ['-c', 'exit 0'], { encoding: 'utf8' }).status === 0;

/** The script for `shell`, saved where a shell can read it. */
const saved = async (shell: string): Promise<string> => {
  const run = await tobikoeHere('completion', shell);
  const path = join(mkdtempSync(join(tmpdir(), 'tobikoe-completion-')), `tobikoe.${shell}`);
  writeFileSync(path, run.stdout);
  return path;
};

describe('tobikoe completion fish and zsh, read by their shells (where installed)', () => {
  it.skipIf(!has('fish'))('fish completes so<Tab>, solve kn<Tab> and a flag', async () => {
    const script = await saved('fish');
    const offer = (line: string): string[] => {
      const fish = spawnSync(
        'fish',
        ['--no-config', '-c', `source '${script}'; complete -C '${line}'`],
        { encoding: 'utf8' },
      );
      expect(fish.stderr).toBe('');
      return fish.stdout
        .split('\n')
        .filter(Boolean)
        .map((row) => row.split('\t')[0]);
    };
    expect(offer('tobikoe so')).toEqual(['solve']);
    expect(offer('tobikoe solve kn')).toEqual(['knights']);
    expect(offer('tobikoe solve knights --al').sort()).toEqual(['--algo', '--all']);
  });

  it.skipIf(!has('zsh'))('zsh reads the script without an error', async () => {
    const zsh = spawnSync('zsh', ['-n', await saved('zsh')], { encoding: 'utf8' });
    expect(zsh.stderr).toBe('');
    expect(zsh.status).toBe(0);
  });
});

describe('tobikoe completion for each shell', () => {
  it.each(['zsh', 'fish'])('%s: every command and id is in the script', async (shell) => {
    const run = await tobikoeHere('completion', shell);
    expect(run.code).toBe(0);
    for (const name of commandNames) expect(run.stdout).toContain(name);
    for (const entry of catalogue) expect(run.stdout).toContain(entry.id);
    expect(run.stdout).toContain('--algo');
  });

  it('refuses a shell it does not know, naming the ones it does, exit 2', async () => {
    const run = await tobikoeHere('completion', 'tcsh');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bash, zsh, fish/);
    expect(run.stdout).toBe('');
    expect((await tobikoeHere('completion')).code).toBe(2);
    expect((await tobikoeHere('completion', 'zhs')).stderr).toMatch(/did you mean zsh/);
  });
});
