import { useLayoutEffect, useRef, useState } from 'react';
import { type Game, type Play, settledGame } from '../../game/game.js';

/**
 * Saves every change of the game as it is committed, so a kill a moment later
 * loses nothing (the save's own atomic write keeps the file whole). Leaving the
 * screen (`q`, Ctrl-C, a signal) ends a peg chain in progress as a move and
 * saves that too, so no jump already made is lost. Returns a sentence for the
 * player when a save failed.
 */
export const useSaveGame = (
  play: Play,
  onChange: ((game: Game) => void) | undefined,
): string | null => {
  const saved = useRef(play.game);
  const [saveError, setSaveError] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (play.game === saved.current || !onChange) return;
    saved.current = play.game;
    try {
      onChange(play.game);
      setSaveError(null);
    } catch (problem) {
      const reason = problem instanceof Error ? problem.message : String(problem);
      setSaveError(`your game could not be saved: ${reason}`);
    }
  }, [play.game, onChange]);

  const latest = useRef(play);
  latest.current = play;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useLayoutEffect(
    () => () => {
      const game = settledGame(latest.current);
      if (game === saved.current) return;
      saved.current = game;
      try {
        onChangeRef.current?.(game);
      } catch {
        // Leaving: there is no screen left to say so on.
      }
    },
    [],
  );
  return saveError;
};
