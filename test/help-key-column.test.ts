/**
 * The `?` screen's key column: every binding's keys stand apart from what they
 * do, however long the keys are ("k j  wheel" ran into "the previous…").
 */
import { describe, expect, it } from 'vitest';
import { keyTable } from '../source/game/game.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { helpLines } from '../source/ui/help/help-lines.js';
import { makePuzzle } from './support.js';
import { ALL_FEATURES } from './ui-support.js';

describe('the help screen lists keys apart from their words', () => {
  for (const ascii of [false, true]) {
    it(`every binding's keys are followed by a space or stand alone (ascii ${ascii})`, () => {
      const lines = helpLines(
        findEntry('knights')!,
        makePuzzle('knights'),
        ALL_FEATURES,
        80,
        ascii,
      ).map((line) => line.text);
      for (const section of keyTable(ALL_FEATURES)) {
        for (const binding of section.bindings) {
          const keys = `  ${ascii ? (binding.asciiKeys ?? binding.keys) : binding.keys}`;
          // The line that lists them: the keys alone, or the keys then a space.
          const line = lines.find((text) => text === keys || text.startsWith(`${keys} `));
          expect(line, `${keys.trim()} run into their words`).toBeDefined();
        }
      }
    });
  }
});
