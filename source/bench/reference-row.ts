/** One figure of the bench's last table, beside what it is measured against. */
export type ReferenceRow = {
  readonly what: string;
  readonly tobikoe: string;
  readonly reference: string;
  readonly ratio: number;
  readonly target: number;
  /** The target in words, where it holds more than the ratio. */
  readonly targetText?: string;
  /** Whether the row holds, where more than the ratio decides it. */
  readonly ok?: boolean;
};
