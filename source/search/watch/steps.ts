/**
 * A search that can be run one node at a time (watch mode). `step()` goes on
 * until it has visited one node ('node'), or finished an iteration or layer
 * ('iteration'); once the search is over it answers 'done'.
 */
export type StepResult = 'node' | 'iteration' | 'done';

export interface Steps {
  step(): StepResult;
  readonly done: boolean;
}
