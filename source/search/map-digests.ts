/*
 * The digest of each large whole map this version makes (`mapDigest`: its
 * marks, then its histogram), by its space's key: the Line Puzzle's maps
 * towards the page's boards. A stored map of a large space is used only when
 * it is one of these; the map of a breadth-first search is the same whoever
 * makes it (every position's distance is what it is). `scripts/map-digests.ts`
 * makes each again and prints this list.
 */
export const MAP_DIGESTS: Readonly<Record<string, string>> = {
  'line-AAB.AABBCCDDCCDD': 'e05236b00951e06b04dee5966ae304ba974aa4ddea11c0650d9e34d74e2401e3',
  'line-ABA.CABDACDBCDCD': '01b884995395b88d954d5c3081b73b7b0bb599b81604cc43d4b07ff931d565a1',
  'line-ABA.CDCDABABCDCD': '81a9e65f2ecda8b950a4184d03b83081d0aadc7ef9d15bdd2a5485d0f6fbf70b',
  'line-ABA.DCDCBABACDCD': '90ff4e674aec436ccf39f92d678653ffd6cafb4bd626848dec74f869936a5c8b',
  'line-ACA.CDCADBABCDBD': '654c9adbeab2f0e5f86573a2dd1e9f94d35322c67cde849762a3ac4e07bdc8a8',
};
