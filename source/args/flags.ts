/** The flags a command line may carry, as read from it. */
export type Flags = {
  readonly start?: string;
  readonly goal?: string;
  readonly n?: number;
  readonly hole?: number;
  readonly anywhere?: boolean;
  readonly algo?: string;
  readonly all?: boolean;
  readonly json?: boolean;
  readonly ascii?: boolean;
  /** `--limit-nodes`, `--limit-s` as typed (see `searchLimits`). */
  readonly limitNodes?: string;
  readonly limitS?: string;
};
