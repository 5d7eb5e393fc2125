import { useEffect, useState } from 'react';
import { isSolved, type Optimum, type Play, usedHelp } from '../../game/game.js';
import type { BestMoves, SolvedFacts } from '../../game/solved.js';
import type { Played } from './use-play-clock.js';

/** What counting a solve did to the records of its variant. */
export type RecordChange = { readonly before: BestMoves | undefined; readonly after: BestMoves };

/**
 * Counts a solve of `moves` moves (aided or not, `ms` of time played when
 * known) in the records; says what changed, if anything is kept.
 */
export type OnSolved = (moves: number, aided: boolean, ms?: number) => RecordChange | undefined;

/**
 * The solved moment: each time the goal is reached the records hear of it
 * once, and the facts for the summary are kept — the time is the game's time
 * played (timeRule), across sittings. Null while the position is not solved.
 */
export const useSolved = (
  play: Play,
  optimum: Optimum,
  variant: string,
  onSolved: OnSolved | undefined,
  played: Played,
): SolvedFacts | null => {
  const solvedGame = isSolved(play) ? play.game : null;
  const [moment, setMoment] = useState<{
    readonly game: typeof solvedGame;
    readonly ms: number | undefined;
    readonly change: RecordChange | undefined;
  } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per game state that is solved
  useEffect(() => {
    if (!solvedGame) return;
    const ms = played();
    const change = onSolved?.(solvedGame.moves.length, usedHelp(solvedGame), ms);
    setMoment({ game: solvedGame, ms, change });
  }, [solvedGame]);
  if (!solvedGame) return null;
  const known = moment?.game === solvedGame ? moment : undefined;
  return {
    moves: solvedGame.moves.length,
    optimum,
    aided: usedHelp(solvedGame),
    ms: known?.ms,
    variant,
    before: known?.change?.before,
    after: known?.change?.after,
  };
};
