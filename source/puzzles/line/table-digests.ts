/*
 * The SHA-256 of each Line Puzzle pattern database this version builds
 * towards a page board, by its goal and kinds (`pairTableKey`). A stored
 * table with these bytes is used without its proof (5 ms where the proof
 * takes 0.1 s); any other is proved, so a digest that went stale costs time,
 * never an answer. `scripts/line-table-digests.ts` builds each again and
 * prints this list; a test holds some to their build.
 */
export const PAIR_TABLE_DIGESTS: Readonly<Record<string, string>> = {
  'ACA.CDCADBABCDBD-AB': '88fd4bc52714e9de31dea751b8fb2ffd308360e6bc3887856d31962d3e2984b2',
  'ACA.CDCADBABCDBD-CD': '84db670dbe0694fc31abcf2dc5374b277471e01e33ddad9cb715c4f162df421d',
  'ACA.CDCADBABCDBD-AC': 'ddfc9e5134588bac20649c77704cee1afe1d148e1e48bfbf63d54e4c1b7a37b5',
  'ACA.CDCADBABCDBD-BD': '15a093ec50c966ac40eaafa11e6278fc750e1b95981a929f0d4d03764ea8eb0f',
  'ACA.CDCADBABCDBD-AD': '4372b73c5fa35048ee90ad4a3ed54cdfdf414cf31b562513640d1b16d3a655be',
  'ACA.CDCADBABCDBD-BC': 'b21fb93671b9b020d9402f436af330af746e020e5f8cec24db657884233e8b69',
  'ABA.CDCDABABCDCD-AB': '331d821a3fff2252a9b0bb0f42f0c8460a751e884735762d55cd9278fb8418fa',
  'ABA.CDCDABABCDCD-CD': 'df021df2b0cff1ec20cdbfeebf99ebda917a45474b35b5ea983fe6992bc38bf2',
  'ABA.CDCDABABCDCD-AC': 'e71b86b8507b30b590fac1a96b107c1b6604909eb742dc7179d37e3a22435db3',
  'ABA.CDCDABABCDCD-BD': '7c6c6f19feca91fb4089a972ad63c7e5f83736305bbf4e459b1e3b2554631933',
  'ABA.CDCDABABCDCD-AD': 'bd853a596b8851763eb03e4ba99e226fd67858a0cdb74ada734d7cdc80aa077f',
  'ABA.CDCDABABCDCD-BC': 'd623fe80805c9dd83509e1c5c593b66a372d0047fe899b81c8876c4dfd0cc5ea',
  'AAB.AABBCCDDCCDD-AB': '2ca36f25878a8e98e484c2b01ec97de2cbfa70e78a0fee38ec4428868a97a163',
  'AAB.AABBCCDDCCDD-CD': 'd5f960b3d56a7844fd63aa2f622e848466a10c00fc09ce70995b46943dba7580',
  'AAB.AABBCCDDCCDD-AC': 'f29da4660eb85efb146328bd0b5049822be094c77a8ca1c53bbd5777f4e973f1',
  'AAB.AABBCCDDCCDD-BD': '3e4bc394f5b913839f34c60e06521d75d65c839dc1a6af4dc7b4792395bcc0fa',
  'AAB.AABBCCDDCCDD-AD': 'be620b512fdd1baf1596fc148f084f53c5e6e9586c7648b7236e60cd3d3f84cb',
  'AAB.AABBCCDDCCDD-BC': '692dfc9a72103cb575393ff2f763c6369629cc134ef1ea51a82a28f8ad47b84f',
  'ABA.CABDACDBCDCD-AB': '9e8a26ca303dc93b561d186c30857b3f5777df0a80ce4f5a8f3b556f7bf39c9a',
  'ABA.CABDACDBCDCD-CD': '750583c8e53f0d58874376b7557f38e6b87aff10ba26357bd286a760e2ee344f',
  'ABA.CABDACDBCDCD-AC': '082581e8a92c302489c2e5d94a953adeada90f3cbf0d101f6757652442be1838',
  'ABA.CABDACDBCDCD-BD': '46627b889c9ca6eabee0d77d51cb41ecf6e20bc439a1012784031b8f73354338',
  'ABA.CABDACDBCDCD-AD': 'b463d582e21de3a918b3abc36862e6cdc7c0a41a3261451a1fe9b1ded68523cf',
  'ABA.CABDACDBCDCD-BC': '63eaa84afe658b28d480bd47e40c06b67290b6b25533e037ec2b75c9b60fb180',
  'ABA.DCDCBABACDCD-AB': '7b8f1a36adf198a149a9171add164ebaa2b496e7fb42c39baf11749e981dae6e',
  'ABA.DCDCBABACDCD-CD': '39b38c7c245dfe89cf2da530ad74f91c34a4ec6a328b785d8d73128ed184e274',
  'ABA.DCDCBABACDCD-AC': '6df57988d5570e1d90eada90b70191637ff9220055299580b3605a34de979ddf',
  'ABA.DCDCBABACDCD-BD': '1cf12083ab5b96308c0ed68c299bec66c4c3c0f55b15717e118f49066dba94d7',
  'ABA.DCDCBABACDCD-AD': '730e1e4f00f0060489b0b509198b36cb025a4d0de174137961210078cec3410c',
  'ABA.DCDCBABACDCD-BC': '8d03baff7c756a4b85700f0e2567c2a2d84ebda8fb2d329e4faff0e6fe12d8d8',
};

/*
 * The SHA-256 of each walking-distance table this version builds towards a
 * page board (its rows' and its columns'), by the name it is stored under. A
 * stored walk table with these bytes is used without its check (0.3 ms where
 * the check takes 5 to 25); any other is checked (`trustedWalkTable`).
 * `scripts/line-table-digests.ts` prints this list too.
 */
export const WALK_TABLE_DIGESTS: Readonly<Record<string, string>> = {
  'line-walk-1-52.17.22.6': 'd5af0212505320224083b1dfef771b09c9fab5ae81109f80d026789b12b7771a',
  'line-walk-1-17.6.29.48': '8d7a032107b909c8be00feec441a76c42c50f66be171d2ee9d0b431689033ec7',
  'line-walk-1-53.2.30.2': '76d888d2e26bc2247a19646ce45f13184c1efbb5e38c08f25c0c6967c675404b',
  'line-walk-1-27.9.27.39': 'c26c114f4b7da5482df884bd76e0bdd1fdcc70bf0605993329f92cc3f219eb8a',
  'line-walk-1-53.30.2.2': 'd27cdb43bc4e2c204f9686753da6c516c38957d91a1abd7e8a6283399f3e726d',
  'line-walk-1-27.27.9.39': '8fb2d0624ec43abfeecf4f27ca904fa6ba0d6448cdc20e04476355c6f3971553',
  'line-walk-1-53.20.20.2': 'd0cda004ac72e7c781ecc00116e29b2d29895adb72f195d27f7d9312586e30c5',
  'line-walk-1-27.20.20.39': 'ad522432d38758d91cf3b33b62b14d37f206b05cfd93d3499e2a360a0d9587e0',
  'line-walk-1-20.20.20.46': '0ebdb446ab39f4a08b452ac5ca9facfa07fa655685a7f6aec14418f446f0ceee',
};

/**
 * The SHA-256 of the bit tables (`bitTableBytes`, little-endian): a stored
 * copy with these bytes is used as it is, any other is held to a build.
 * `scripts/line-table-digests.ts` prints it too.
 */
export const BIT_TABLES_DIGEST = '077794d9c16a0c73c14941416060ab00d576ddc4698475e256ced1a6cab7b529';

/**
 * The SHA-256 of each kind's assignment table towards a page board, by the
 * name it is stored under (`assignmentTableName`): only these are stored,
 * and a stored one with other bytes is held to a build.
 * `scripts/line-table-digests.ts` prints this list too.
 */
export const ASSIGNMENT_TABLE_DIGESTS: Readonly<Record<string, string>> = {
  'line-assign-1-0.2.7.10': '1c288bde543a8cdcc499719df3f4f5774c7e75da73d4bca722620b035888f1c0',
  'line-assign-1-9.11.14': '95c75aa5b704da409c46f964124c73afb8bfef93063a16f61ffd51ae1a6ad333',
  'line-assign-1-1.4.6.12': 'd7bac9dd1541f46c9e13a95eef7ead8e2cb433a1d3b7e098d734649da5d2c1e9',
  'line-assign-1-5.8.13.15': 'bd158813f26cc2b950dca68303109d62acb1600876d7038dbcb93a7f1d87e72c',
  'line-assign-1-0.2.8.10': 'db0644c8b001dfbdc388ad015682144aaf687c1fa6ed91de123fbd0d3c3891c3',
  'line-assign-1-1.9.11': 'f9edb8809203f3fa06b3a0c1c803ec22a8e7b9dd52c7b311b803e965c15c3e25',
  'line-assign-1-4.6.12.14': 'f9fe3f478fdfcf2955421e3030fade97c9ac25d4b0a9172ae6c08a3a48746e27',
  'line-assign-1-5.7.13.15': '9b48138d643f29fbbf3fce5b956b8ebdc89dadb3eeec6748d64620ed04e5a6c8',
  'line-assign-1-0.1.4.5': 'b3e7078d73eff296687f6efa746aac24d785d95cafc6e1f873cf53f32f622381',
  'line-assign-1-2.6.7': '18fa3cc6e0c2598b5b4a52b84ebbe2900602520a26919a86d5a67ca3c37c4326',
  'line-assign-1-8.9.12.13': '8b52a488389247398b0e3a1194e6f0a426ad5e0b6adf6cc6a3b1f76c24c1d37f',
  'line-assign-1-10.11.14.15': 'd17039ec92d7687801bd7f2a2415b9a8c2776e9ad1d8bdec5bfbbb5d224f0306',
  'line-assign-1-0.2.5.8': 'f2324a3cfe9c5a1b31e7c69c51f70cc8c2998e3d752783e367ebed845ddd9d1b',
  'line-assign-1-1.6.11': 'a95d0fe06ec273462ef7f542422b45ec5721a02c26021379dba28f7978ea477b',
  'line-assign-1-4.9.12.14': 'ea92cf9f44b00227be9693b1045005618c21cca89a8aa59e1b9ab828da20150b',
  'line-assign-1-7.10.13.15': '681d9ccaaafa9e1072fdb07cf8959ed6cbbfd7dc5ef70e8a24b8b914802a5ae2',
  'line-assign-1-0.2.9.11': 'f36d36e8e90504af9444acbf96b984372e4aa77e03d8a928c8bbee64ba5efcbb',
  'line-assign-1-1.8.10': 'a78d6995ec2f0223e6aec635ee69e58e264030fe8b9131fd9eacebf8202bbc71',
  'line-assign-1-5.7.12.14': '13e387a1ba1a9ca599c8a5cc316898e61dd4a23d5a7fc277c292f528751d2f98',
  'line-assign-1-4.6.13.15': '0a5bc3d8ef41fda9f533a4859b65d3f9fbe3bf0d08ff9c15fad1329f7895499e',
};
