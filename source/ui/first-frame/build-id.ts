/** Set by the build (scripts/build.mjs): the digest of what it was built from. */
declare const TOBIKOE_BUILD: string | undefined;

/** What this program is, for caches of what it drew: the build's digest, or `source` where it runs unbuilt (tests). */
export const buildId = (): string => (typeof TOBIKOE_BUILD === 'string' ? TOBIKOE_BUILD : 'source');
