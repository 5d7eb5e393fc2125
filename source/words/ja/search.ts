import type { search as english } from '../en/search.js';

export const search: typeof english = {
  algorithms: {
    bfs: '幅優先探索',
    bidir: '双方向探索',
    iddfs: '単純な反復深化',
    ida: 'IDA*（下限値枝刈り法）',
  },
};
