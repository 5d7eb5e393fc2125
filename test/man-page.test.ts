import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { manPage } from '../source/args/man-page.js';
import { commandNames, commandSpecs, globalFlags } from '../source/commands/specs.js';
import { catalogue } from '../source/puzzles/catalogue.js';
import { setLanguage } from '../source/words/language.js';

afterEach(() => setLanguage('en'));

const root = new URL('../', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  version: string;
  man: string[];
};

/** A flag as the page writes it: bold, its dashes escaped for roff. */
const flagInPage = (name: string): string => `\\fB${`--${name}`.replaceAll('-', '\\-')}`;

const hasMan = spawnSync('man', ['--version']).status === 0;

describe('the man page', () => {
  it('has every command, every flag and every puzzle option of the table', () => {
    const page = manPage(packageJson.version);
    for (const name of commandNames) {
      expect(page).toContain(`.SS \\fBtobikoe ${name}`);
      for (const flag of Object.keys(commandSpecs[name].flags)) {
        expect(page, flag).toContain(flagInPage(flag));
      }
    }
    for (const flag of Object.keys(globalFlags)) expect(page).toContain(flagInPage(flag));
    for (const entry of catalogue) {
      for (const param of entry.params) expect(page).toContain(flagInPage(param.name));
    }
    // No line of text is taken for a roff request.
    const requests = page.split('\n').filter((line) => /^[.']/.test(line));
    for (const line of requests) expect(line).toMatch(/^\.(TH|SH|SS|TP|IP|PP|br|nf|fi|nh|ad) ?/);
  });

  it("is what package.json's man names, as the build wrote it, and npm packs it", () => {
    expect(packageJson.man).toEqual(['./dist/man/tobikoe.1']);
    const built = readFileSync(new URL(packageJson.man[0], root), 'utf8');
    expect(built).toBe(manPage(packageJson.version));
    const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(pack.status).toBe(0);
    const [packed] = JSON.parse(pack.stdout) as [{ files: { path: string }[] }];
    const paths = packed.files.map((file) => file.path);
    expect(paths).toContain('dist/man/tobikoe.1');
    expect(paths).not.toContain('dist/man/page.js');
  });

  it.skipIf(!hasMan)('man reads it without a warning', () => {
    const man = spawnSync('man', ['-l', new URL(packageJson.man[0], root).pathname], {
      encoding: 'utf8',
      env: { ...process.env, MANWIDTH: '80', MANPAGER: 'cat', PAGER: 'cat' },
    });
    expect(man.stderr).toBe('');
    expect(man.stdout).toMatch(/tobikoe completion <shell>/);
    expect(man.stdout).toMatch(/EXIT STATUS/);
  });
});
