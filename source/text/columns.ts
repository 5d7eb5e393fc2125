/**
 * Width in columns of plain text without loading string-width (whose start
 * costs `--help` tens of milliseconds), and where Japanese lines may break.
 * `wrap.ts` measures everything else.
 */

/** Signs one column wide wherever they stand (ASCII, Latin, punctuation, arrows, boxes, shapes). */
const NARROW =
  '\\x20-\\x7e\\u00a0-\\u00ac\\u00ae-\\u02ff\\u2010-\\u2027\\u2030-\\u205e\\u2190-\\u21ff\\u2500-\\u25fc';
/** Signs two columns wide wherever they stand (kana, kanji, CJK and full-width punctuation). */
const WIDE =
  '\\u3000-\\u3029\\u302e-\\u303e\\u3041-\\u3096\\u309b-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uff01-\\uff60\\uffe0-\\uffe6';
const SIMPLE = new RegExp(`^[${NARROW}${WIDE}]*$`);
const WIDE_SIGNS = new RegExp(`[${WIDE}]`, 'g');

/** Columns of `text` when it holds only signs of a fixed width (every message tobikoe writes), else undefined. */
export const simpleColumns = (text: string): number | undefined =>
  SIMPLE.test(text) ? text.length + (text.match(WIDE_SIGNS)?.length ?? 0) : undefined;

// The Japanese rules below are built from strings: a build writes a string's
// signs as ASCII escapes, a regular expression's as they are, and the headless
// program is read as ASCII (see code-cache.ts; biome.json lets this file
// build them so).
/** Signs a line may not begin with (closing brackets, stops, small kana): they go with what is before. */
export const NO_LINE_START = new RegExp(
  '^[、。，．・：；？！」』）］｝〉》】ー～…ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ]+$',
  'u',
);
/**
 * Short kana: endings and particles the Japanese word segmenter splits off
 * (`白|にし|ます`, `動|け|ま|せん`, `駒|を`); a longer kana word (`すべて`) may begin a line. They stay with what is before,
 * so a line breaks before a word, never inside a verb or before a particle.
 */
export const KANA_TAIL = new RegExp(
  '^([\\u3041-\\u3096ー]{1,2}|ません|ました|ましょう|でした|でしょう)$',
  'u',
);
/** Kana that end a verb (`ま|せん`, `並|ん|だ`): a too-long piece is never cut before them. */
export const VERB_ENDING = new RegExp(
  '^(ま|ます|ませ|ません|ました|ましょう|せん|いま|です|でし|でした|でしょう|ん|だ|た|て|っ|し)',
  'u',
);
/** Where a sentence may break before kana: after a stop or a comma, a closing bracket. */
export const CLAUSE_END = new RegExp('[、。，．：」』）]$', 'u');
/** Signs a line may not end with (opening brackets): they go with what follows. */
export const NO_LINE_END = new RegExp('[「『（［｛〈《【]$', 'u');
/** Printable ASCII without spaces: a piece of a flag, a number, a code, never broken. */
export const LATIN_RUN = /^[\x21-\x7e]+$/;
