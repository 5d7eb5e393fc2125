import type { ReactNode } from 'react';
import type { Features, Game } from '../../game/game.js';
import type { PuzzleOptions } from '../../puzzles/params.js';
import type { Board } from '../../puzzles/puzzle.js';
import { AnalysisScreen } from '../analysis/analysis-screen.js';
import type { Opened } from '../common/opened.js';
import { NewPosition } from '../deal/new-position.js';
import { EditorScreen } from '../edit/editor-screen.js';
import { HelpScreen } from '../help/help-screen.js';
import { ReviewScreen } from '../review/review-screen.js';
import type { GameReview } from './use-game-review.js';

/** What covers the play screen: the help, the solve panel (beside the board), the analysis, the review, a new position, the editor. */
export type Overlay = 'help' | 'solve' | 'analysis' | 'review' | 'new' | 'edit' | null;

export type PlayOverlayProps = {
  readonly overlay: Overlay;
  readonly opened: Opened;
  readonly features: Features;
  readonly game: Game;
  readonly review: GameReview;
  /** A position from the analysis or a new one dealt (`n`, with what it is), to play. */
  readonly onLoad: (board: Board, label?: string) => void;
  /** The edited position (`e`), as the puzzle's options, to play. */
  readonly onPlay: (options: PuzzleOptions) => void;
  readonly onClose: () => void;
};

/** The screens that take the whole window over the play screen, or null for none. */
export const PlayOverlay = ({
  overlay,
  opened,
  features,
  game,
  review,
  onLoad,
  onPlay,
  onClose,
}: PlayOverlayProps): ReactNode => {
  const { puzzle, entry } = opened;
  switch (overlay) {
    case 'analysis':
      return (
        <AnalysisScreen opened={opened} board={game.board} onLoad={onLoad} onClose={onClose} />
      );
    case 'help':
      return <HelpScreen entry={entry} puzzle={puzzle} features={features} onClose={onClose} />;
    case 'new':
      return <NewPosition opened={opened} onDealt={onLoad} onClose={onClose} />;
    case 'edit':
      return <EditorScreen opened={opened} board={game.board} onPlay={onPlay} onClose={onClose} />;
    case 'review':
      return review.kind === 'ready' ? (
        <ReviewScreen opened={opened} game={game} review={review.review} onClose={onClose} />
      ) : null;
    default:
      return null;
  }
};
