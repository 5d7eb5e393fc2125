/**
 * How a family's texts follow the language. Every text a puzzle or an entry
 * carries for a person to read (a title, rules, a goal, a piece's name, an
 * option's help…) is a getter over the family's `bilingual` words
 * (`<family>/words.ts`), so it reads the current language each time it is
 * read: switching language (`L` in the menu) changes it on the next render.
 * Copying such an object with a spread would read every getter once, in one
 * language; `extend` keeps them getters.
 */

/** `base` with `changes` laid over it, getters kept as getters. */
export const extend = <T extends object, U extends object>(
  base: T,
  changes: U,
): Omit<T, keyof U> & U =>
  Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(base), ...Object.getOwnPropertyDescriptors(changes) },
  ) as Omit<T, keyof U> & U;

/**
 * `fixed` with the fields of `texts()` as getters: each read calls `texts`
 * again, so the fields follow the language (`texts` reads a family's words).
 */
export const withTexts = <T extends object, W extends object>(fixed: T, texts: () => W): T & W => {
  const getters: PropertyDescriptorMap = {};
  for (const key of Object.keys(texts())) {
    getters[key] = { get: () => texts()[key as keyof W], enumerable: true };
  }
  return Object.defineProperties(extend(fixed, {}), getters) as T & W;
};
