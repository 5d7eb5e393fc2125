import stringWidth from 'string-width';
import { ambiguousWide } from './ambiguous.js';
import {
  CLAUSE_END,
  KANA_TAIL,
  LATIN_RUN,
  NO_LINE_END,
  NO_LINE_START,
  simpleColumns,
  VERB_ENDING,
} from './columns.js';

/** Columns `text` takes in a terminal: double-width characters count two. */
export const columns = (text: string): number =>
  // Ambiguous-width signs are narrow to the quick measure; a wide terminal needs the full one.
  (ambiguousWide() ? undefined : simpleColumns(text)) ?? stringWidth(text);

/** The longest start of `text` that fits in `width` columns, never half a character. */
export const fitColumns = (text: string, width: number): string => {
  if (columns(text) <= width) return text;
  let fitted = '';
  let used = 0;
  for (const { segment } of graphemes().segment(text)) {
    const next = columns(segment);
    if (used + next > width) break;
    fitted += segment;
    used += next;
  }
  return fitted;
};

/** Made when first needed: the Japanese word segmenter loads a dictionary (tens of ms). */
const segmenter = (locale: string | undefined, granularity: 'grapheme' | 'word') => {
  let made: Intl.Segmenter | undefined;
  return (): Intl.Segmenter => {
    made ??= new Intl.Segmenter(locale, { granularity });
    return made;
  };
};
const graphemes = segmenter(undefined, 'grapheme');
const japaneseWords = segmenter('ja', 'word');

/**
 * A piece a line may break before, and whether a space stands before it;
 * `soft`: where it may still be cut when it is longer than a line (before a
 * particle it holds, never inside a verb's ending).
 */
type Unit = { text: string; spaced: boolean; soft: number[] };

/**
 * The pieces of a paragraph: its space-separated words, and where a word has
 * double-width text (Japanese, which has no spaces), its words as Japanese
 * segments them, punctuation kept with the word before.
 */
const unitsOf = (paragraph: string): Unit[] => {
  const units: Unit[] = [];
  for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
    if (columns(word) === word.length) {
      units.push({ text: word, spaced: true, soft: [] });
      continue;
    }
    let first = true;
    let carried = '';
    let latin = false;
    for (const { segment } of japaneseWords().segment(word)) {
      const last = units[units.length - 1];
      // A run of Latin letters and signs (`--limit-s`, `0-5-12`) is never broken.
      const wasLatin = latin;
      latin = LATIN_RUN.test(segment);
      const staysBefore =
        (wasLatin && latin && carried === '') ||
        NO_LINE_START.test(segment) ||
        (KANA_TAIL.test(segment) && carried === '' && !CLAUSE_END.test(last?.text ?? '、'));
      if (!first && last && staysBefore) {
        if (KANA_TAIL.test(segment) && !VERB_ENDING.test(segment)) last.soft.push(last.text.length);
        last.text += segment;
      } else if (NO_LINE_END.test(segment)) carried += segment;
      else {
        units.push({ text: carried + segment, spaced: first, soft: [] });
        carried = '';
        first = false;
      }
    }
    if (carried !== '') units.push({ text: carried, spaced: first, soft: [] });
  }
  return units;
};

/**
 * Breaks `text` into lines of at most `width` columns: at spaces, and in
 * Japanese between words; a word longer than a line is cut where it must.
 */
export const wrapText = (text: string, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const unit of unitsOf(paragraph)) {
      let rest = unit.text;
      let cut = 0;
      while (columns(rest) > width) {
        if (line !== '') lines.push(line);
        const fitted = fitColumns(rest, width) || [...rest][0];
        // The last soft place that fits, else wherever the line is full.
        const soft = unit.soft.filter((at) => at > cut && at - cut <= fitted.length).at(-1);
        const head = soft === undefined ? fitted : rest.slice(0, soft - cut);
        lines.push(head);
        rest = rest.slice(head.length);
        cut += head.length;
        line = '';
      }
      if (rest === '') continue;
      const joined = line === '' ? rest : `${line}${unit.spaced ? ' ' : ''}${rest}`;
      if (line === '' || columns(joined) <= width) line = joined;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
};

/**
 * Breaks `text` into lines of at most `width` columns between its parts
 * (`separator`-joined: a figure and its unit stay together), each part too
 * wide for a line broken as `wrapText` breaks it.
 */
export const wrapParts = (text: string, width: number, separator = ' · '): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const part of text.split(separator)) {
    const joined = line === '' ? part : `${line}${separator}${part}`;
    if (columns(joined) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    const wrapped = columns(part) <= width ? [part] : wrapText(part, width);
    lines.push(...wrapped.slice(0, -1));
    line = wrapped.at(-1) ?? '';
  }
  if (line !== '') lines.push(line);
  return lines;
};
