import type { game as english } from '../en/game.js';

export const game: typeof english = {
  moves: (count: string, help: boolean, optimal: string) =>
    `${count}手${help ? '（手助けあり）' : ''} · 最短 ${optimal}`,
  none: 'なし',
  solved: (moves: string, help: boolean, optimal: string | undefined) =>
    `${moves}で解けました${help ? '（手助けあり）' : ''}${optimal === undefined ? '' : ` — 最短は ${optimal}手`}`,
  movesCount: (count: number) => `${count}手`,
  noPieceCanMove: '動かせる駒がありません',
  deadEndKeys: 'u で戻す、R で最初から',
  deadEnd: (before: string, why: string, keys: string) => `${before}行き詰まり：${why} · ${keys}`,
  noSolution: (reason: string) => `ここからは解けません：${reason}`,
  piece: '駒',
  pickedUp: (cell: number, name: string, places: number) =>
    `マス ${cell}（${name}）を持ち上げました：行き先 ${places} か所 · Esc で置く`,
  stuck: (keys: string) => `動かせる駒がありません：${keys}`,
  goal: (goal: string) => `目標：${goal}`,
};
