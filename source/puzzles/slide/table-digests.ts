/*
 * The SHA-256 of each pattern table this version builds that `trustedTable`
 * cannot prove whole, by the table's tray and cells: the 15-puzzle's 5- and
 * 6-tile tables, and the 4-tile ones a goal whose blank is not in a corner
 * reads (all but one of them fail the proof as built), for every goal's
 * blank. A stored
 * table of these is used only when its bytes are the build's; the build is
 * a breadth-first search whose every entry is a distance, so the same code
 * writes the same bytes. A test builds each and holds it to its digest here.
 */
export const BUILT_DIGESTS: Readonly<Record<string, string>> = {
  '4x4-2356': '27b4bb5c4ab4f03ed0b6d244238a30f5617a1003ddb59563912a851d276fba17',
  '4x4-89cd': 'e7ed962bee7cfd16b829807990e27e1edd1d4ff1a93a392061970cc1a7fdefea',
  '4x4-1236': '63f9cd9c171b734ea79bc0b8f37daa3419103f68a0d251378b905faa994d994b',
  '4x4-1235': 'd679560cb1e63da1172c7cd988839b0f3ee350dc47e31b29e348f4f1469d6aab',
  '4x4-abef': '1b2abade74c12c9b987e56bfd938244706353d232aaec684e0f2ce339a5c4f48',
  '4x4-49cd': 'fe3aed8a0ada33d942c1f1c8e6f31ddb8af24d7915cf02d2e21e62348ffe6cba',
  '4x4-48cd': '90e21290d610e7d9578b7d956914ce6b803565c187c3720edfaca50405ba147e',
  '4x4-7bef': 'd4b86213357e5132d161f8f46957cc1a83c2828400fd4d98903f522b808b53fb',
  '4x4-7aef': 'cc1f69307c2380c54f37291ff38de81c327537462b76d9df480578c08adfecdd',
  '4x4-489c': '53ad4445791024a37407c5d811cc68d6ca38f87eed6ee75310b89768adbeb9a3',
  '4x4-7abf': '81e23dff6b0035d10ee6543b0f318bdb7346be41ff358c7fde2981a69cb4b966',
  '4x4-4589cd': '1b3236d4c0e184f24f92849938a2af4fd7abfaf8ca8d80c1f0aab2ca0ab0b8b1',
  '4x4-589cd': 'b25d89c5d775f233ffc620bdc2dcd0ff0201f5182e4219bcb7319d7b5d40dbb0',
  '4x4-489cd': 'baafb29ae614e56356fbb61e3218bbb7bd56dcf712b073bb55fea5c22c360f21',
  '4x4-459cd': 'ed6b35e58f36e6a7bd3a2aeb4ae2e14ffdcb902e29d8fda965727a5968073271',
  '4x4-458cd': '7052ec1c5ff99ce3ebb732e21b63ac4714217c4545f912bf598bef34b48dd872',
  '4x4-4589c': 'ea5018d32323f04a6b78ef9c1d044dac62972186d528c84b652266a90293feaf',
  '4x4-12356': 'ced53ac419ee991e91c68919210709cde6d0eb7f8f3596c26c27e7e528e03f42',
  '4x4-7abef': 'f6096b8def9cd8c5fca1bb157966456954fbc09053b7f532054b22c405e8c1f8',
};
