import { offText, reviewSummary, verdictCounts } from '../../text/verdicts.js';
import type { GameReview } from './use-game-review.js';

/** The solved summary's review line: `review: accuracy 89%; 16 closer, 1 farther; move 3 left every optimal line`. */
export const reviewMore = (review: GameReview): string[] => {
  switch (review.kind) {
    case 'off':
      return [];
    case 'thinking':
      return ['review: thinking…'];
    case 'failed':
      return [`review: ${review.message}`];
    case 'ready': {
      // The headline has told the moves and the optimum already.
      const { accuracy } = review.review;
      const parts =
        accuracy === null
          ? [reviewSummary(review.review)]
          : [`accuracy ${accuracy}%`, verdictCounts(review.review), offText(review.review)];
      return [`review: ${parts.filter((part) => part !== '').join('; ')}`];
    }
  }
};
