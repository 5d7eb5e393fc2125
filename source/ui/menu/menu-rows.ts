import { catalogue } from '../../puzzles/catalogue.js';

/** Every entry in catalogue order, and which of them begin a family's group. */
export const listRows = () => ({
  entries: [...catalogue],
  first: new Set(
    catalogue.filter((entry, index) => index === 0 || catalogue[index - 1].family !== entry.family),
  ),
  items: catalogue.map((entry) => ({ key: entry.id, label: entry.id, value: entry.id })),
});
