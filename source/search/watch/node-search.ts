/**
 * A search that can be run one node at a time (watch mode). `next()` goes on
 * until it has visited one node ('node'), or finished an iteration or layer
 * ('iteration'); once the search is over it answers 'done'.
 */
export type NodeResult = 'node' | 'iteration' | 'done';

export interface NodeSearch {
  next(): NodeResult;
  readonly done: boolean;
}
