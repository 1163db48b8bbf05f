import { ReviewQueuePage } from '../review/ReviewQueuePage';
import { registrationReviewConfig } from './registrationReviewConfig';

/** 意向受让资格确认: registrations, deposit recording and the qualification decision (docs/bidding.md). */
export default function RegistrationQueuePage() {
  return <ReviewQueuePage config={registrationReviewConfig} />;
}
