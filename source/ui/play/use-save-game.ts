import { useLayoutEffect, useRef, useState } from 'react';
import { type Game, type Play, settledGame } from '../../game/game.js';
import { words } from '../../words/words.js';
import type { Played } from './use-play-clock.js';

/** Saves a game with the time played on it; may throw. */
export type SaveGame = (game: Game, played: number | null) => void;

/**
 * Saves every change of the game as it is committed, so a kill a moment later
 * loses nothing (the save's own atomic write keeps the file whole). Leaving the
 * screen (`q`, Ctrl-C, a signal) ends a peg chain in progress as a move and
 * saves that too, so no jump already made is lost, and the time played on a
 * game begun. Returns a sentence for the player when a save failed.
 */
export const useSaveGame = (
  play: Play,
  onChange: SaveGame | undefined,
  played: Played,
): string | null => {
  const saved = useRef(play.game);
  const [saveError, setSaveError] = useState<string | null>(null);
  const playedRef = useRef(played);
  playedRef.current = played;
  useLayoutEffect(() => {
    if (play.game === saved.current || !onChange) return;
    saved.current = play.game;
    try {
      onChange(play.game, playedRef.current() ?? null);
      setSaveError(null);
    } catch (problem) {
      const reason = problem instanceof Error ? problem.message : String(problem);
      setSaveError(words().common.gameNotSaved(reason));
    }
  }, [play.game, onChange]);

  const latest = useRef(play);
  latest.current = play;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useLayoutEffect(
    () => () => {
      const game = settledGame(latest.current);
      // A game begun keeps the time spent on it even when no move was made since the last save.
      if (game === saved.current && game.steps.length === 0) return;
      saved.current = game;
      try {
        onChangeRef.current?.(game, playedRef.current() ?? null);
      } catch {
        // Leaving: there is no screen left to say so on.
      }
    },
    [],
  );
  return saveError;
};
