import { useMemo } from 'react';
import { useCategoryGroup } from '../../api/categories';
import { useStaffProfile } from '../consoleQueries';
import { ReviewQueuePage } from '../review/ReviewQueuePage';
import { listingReviewConfig } from './listingReviewConfig';

/** 挂牌项目审核: first review and re-review of listings, by two different reviewers. */
export default function ListingQueuePage() {
  const transferTypes = useCategoryGroup('transfer_type');
  const decisionTypes = useCategoryGroup('internal_decision_type');
  const staff = useStaffProfile();
  const staffId = staff.data?.id;
  const config = useMemo(() => {
    const names = new Map(
      [...(transferTypes.data ?? []), ...(decisionTypes.data ?? [])].map((type) => [type.id, type.name]),
    );
    return listingReviewConfig((id) => (id === null ? undefined : names.get(id)), staffId);
  }, [transferTypes.data, decisionTypes.data, staffId]);
  return <ReviewQueuePage config={config} />;
}
