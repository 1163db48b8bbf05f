import { ReviewQueuePage } from '../review/ReviewQueuePage';
import { certificationReviewConfig } from './certificationReviewConfig';

/** 产品认证受理: the reviewers' queue of certification applications (docs/lifecycles.md). */
export default function CertificationQueuePage() {
  return <ReviewQueuePage config={certificationReviewConfig} />;
}
