/*
 * The SHA-256 of each pattern table this version builds that `trustedTable`
 * cannot prove whole (more than four tiles: the 15-puzzle's 5- and 6-tile
 * tables, for every goal's blank), by the table's tray and cells. A stored
 * table of these is used only when its bytes are the build's; the build is
 * a breadth-first search whose every entry is a distance, so the same code
 * writes the same bytes. A test builds each and holds it to its digest here.
 */
export const BUILT_DIGESTS: Readonly<Record<string, string>> = {
  '4x4-4589cd': '1b3236d4c0e184f24f92849938a2af4fd7abfaf8ca8d80c1f0aab2ca0ab0b8b1',
  '4x4-589cd': 'b25d89c5d775f233ffc620bdc2dcd0ff0201f5182e4219bcb7319d7b5d40dbb0',
  '4x4-489cd': 'baafb29ae614e56356fbb61e3218bbb7bd56dcf712b073bb55fea5c22c360f21',
  '4x4-459cd': 'ed6b35e58f36e6a7bd3a2aeb4ae2e14ffdcb902e29d8fda965727a5968073271',
  '4x4-458cd': '7052ec1c5ff99ce3ebb732e21b63ac4714217c4545f912bf598bef34b48dd872',
  '4x4-4589c': 'ea5018d32323f04a6b78ef9c1d044dac62972186d528c84b652266a90293feaf',
  '4x4-12356': 'ced53ac419ee991e91c68919210709cde6d0eb7f8f3596c26c27e7e528e03f42',
  '4x4-7abef': 'f6096b8def9cd8c5fca1bb157966456954fbc09053b7f532054b22c405e8c1f8',
};
