import { useEffect, useRef } from 'react';
import type { Game } from '../../game/game.js';
import type { SolvedFacts } from '../../game/solved.js';
import type { StatsEvent } from '../../store/stats.js';

export type OnStats = (event: StatsEvent) => void;

/**
 * Tells the stats what one game did, each once: begun (a fresh game at its
 * first move; a resumed game was counted when it began), solved, solved
 * unaided (an undo and a second solve without help still count it), and
 * today's position solved.
 */
export const useStatsEvents = (
  game: Game,
  resumed: boolean,
  solved: SolvedFacts | null,
  dailyDay: string | undefined,
  onStats: OnStats | undefined,
): void => {
  const told = useRef({ started: resumed, solved: false, unaided: false, daily: '' });
  const moved = game.moves.length > 0;
  useEffect(() => {
    if (!onStats || !moved || told.current.started) return;
    told.current.started = true;
    onStats({ kind: 'started' });
  }, [moved, onStats]);
  const aided = solved?.aided;
  useEffect(() => {
    if (!onStats || aided === undefined) return;
    if (!told.current.solved) {
      told.current.solved = true;
      onStats({ kind: 'solved' });
    }
    if (!aided && !told.current.unaided) {
      told.current.unaided = true;
      onStats({ kind: 'unaided' });
    }
  }, [aided, onStats]);
  useEffect(() => {
    if (!onStats || dailyDay === undefined || told.current.daily === dailyDay) return;
    told.current.daily = dailyDay;
    onStats({ kind: 'daily', day: dailyDay });
  }, [dailyDay, onStats]);
};
