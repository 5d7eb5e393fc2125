/**
 * English left on a screen or in output meant to be Japanese: runs of two or
 * more Latin words. What may stay in Latin letters (the puzzles' ids and
 * codes, key names, the algorithms' short names, commands a player types) is
 * taken out first; extend `LATIN` with care, each for a reason.
 */
const LATIN: readonly RegExp[] = [
  /tobikoe(?: [a-z-]+)*(?: --?[a-z-]+(?:[ =][^\s]+)?)*/g, // a command line to type
  /\b(?:Esc|Enter|Space|Tab|Home|End|Shift|Ctrl-C|PgUp|PgDn|Backspace)\b/g,
  /\b(?:IDA\*|IDDFS|BFS|bidir|JSON|ASCII|NO_COLOR|UTC|OK)\b/g,
  /\b[a-z]+(?:-[a-z0-9]+)+\b/g, // ids: flip-star, frog-line-4, peg-star-2-h3
  /\b[A-Z.]{4,}\b/g, // board strings: BBB......WWW
];

export const englishLeft = (text: string): string[] => {
  let rest = text;
  for (const pattern of LATIN) rest = rest.replace(pattern, ' ');
  return rest.match(/\b[A-Za-z]{2,}(?:[ ,']+[A-Za-z]{2,})+\b/g) ?? [];
};
