import stringWidth from 'string-width';

/** Columns `text` takes in a terminal: double-width characters count two. */
export const columns = (text: string): number =>
  // Plain ASCII is one column a character: no need to measure it.
  /^[\x20-\x7e]*$/.test(text) ? text.length : stringWidth(text);

/** The longest start of `text` that fits in `width` columns, never half a character. */
export const fitColumns = (text: string, width: number): string => {
  if (columns(text) <= width) return text;
  let fitted = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const next = columns(segment);
    if (used + next > width) break;
    fitted += segment;
    used += next;
  }
  return fitted;
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const japaneseWords = new Intl.Segmenter('ja', { granularity: 'word' });

/** Signs a line may not begin with (closing brackets, stops, small kana): they go with what is before. */
const NO_LINE_START =
  /^[、。，．・：；？！」』）］｝〉》】ー～…ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]+$/u;
/** Signs a line may not end with (opening brackets): they go with what follows. */
const NO_LINE_END = /[「『（［｛〈《【]$/u;

/** A piece a line may break before, and whether a space stands before it. */
type Unit = { text: string; spaced: boolean };

/**
 * The pieces of a paragraph: its space-separated words, and where a word has
 * double-width text (Japanese, which has no spaces), its words as Japanese
 * segments them, punctuation kept with the word before.
 */
const unitsOf = (paragraph: string): Unit[] => {
  const units: Unit[] = [];
  for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
    if (columns(word) === word.length) {
      units.push({ text: word, spaced: true });
      continue;
    }
    let first = true;
    let carried = '';
    for (const { segment } of japaneseWords.segment(word)) {
      const last = units[units.length - 1];
      if (!first && last && NO_LINE_START.test(segment)) last.text += segment;
      else if (NO_LINE_END.test(segment)) carried += segment;
      else {
        units.push({ text: carried + segment, spaced: first });
        carried = '';
        first = false;
      }
    }
    if (carried !== '') units.push({ text: carried, spaced: first });
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
      while (columns(rest) > width) {
        if (line !== '') lines.push(line);
        const head = fitColumns(rest, width) || [...rest][0];
        lines.push(head);
        rest = rest.slice(head.length);
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
