import { ReviewQueuePage } from '../review/ReviewQueuePage';
import { displayProductReviewConfig } from './displayProductReviewConfig';

/** 展示产品审核: the reviewers' queue of display products (docs/lifecycles.md). */
export default function DisplayProductQueuePage() {
  return <ReviewQueuePage config={displayProductReviewConfig} />;
}
