import { useMemo } from 'react';
import { useCategoryGroup } from '../../api/categories';
import { ReviewQueuePage } from '../review/ReviewQueuePage';
import { enterpriseReviewConfig } from './enterpriseReviewConfig';

/** 企业认证: the reviewers' queue of enterprises awaiting verification (docs/lifecycles.md). */
export default function EnterpriseQueuePage() {
  const idTypes = useCategoryGroup('id_type');
  const config = useMemo(() => {
    const names = new Map((idTypes.data ?? []).map((type) => [type.id, type.name]));
    return enterpriseReviewConfig((id) => names.get(id));
  }, [idTypes.data]);
  return <ReviewQueuePage config={config} />;
}
