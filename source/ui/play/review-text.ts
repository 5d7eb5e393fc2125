import { offText, reviewSummary, verdictCounts } from '../../text/verdicts.js';
import { words } from '../../words/words.js';
import type { GameReview } from './use-game-review.js';

/** The solved summary's review line: `review: accuracy 89%; 16 closer, 1 farther; move 3 left every optimal line`. */
export const reviewMore = (review: GameReview): string[] => {
  const say = words().play;
  switch (review.kind) {
    case 'off':
      return [];
    case 'thinking':
      return [say.reviewThinking];
    case 'failed':
      return [say.reviewFailed(review.message)];
    case 'ready': {
      // The headline has told the moves and the optimum already.
      const { accuracy } = review.review;
      const parts =
        accuracy === null
          ? [reviewSummary(review.review)]
          : [say.accuracy(accuracy), verdictCounts(review.review), offText(review.review)];
      return [say.review(parts.filter((part) => part !== ''))];
    }
  }
};
