/** Reviewing changed goldens: items by kind, most serious first, and their Markdown. */
export { REVIEW_KINDS, type ReviewKind, type ReviewItem, type GoldenPair } from './model.js';
export { reviewPair, reviewPairs, sortItems } from './classify.js';
export { renderReview, renderItem, renderGroup, countChanges, KIND_TITLES, type RenderReviewOptions } from './render.js';
export { groupItems, placesOf, type ReviewGroup } from './group.js';
export { codeSpan } from './escape.js';
export { splitSnapFile, isSnapFile, goldenOfEntry, type SnapEntry } from '../golden/snap-format.js';
export { renderReviewHtml } from './html.js';
export { appendSummary, fitSummary, SUMMARY_LIMIT, type FullReview } from './summary.js';
