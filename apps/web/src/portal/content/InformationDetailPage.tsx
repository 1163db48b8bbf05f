import { useSearchParams } from 'react-router';
import { NEW_TYPE, NEW_TYPE_LABELS, NEWS_CENTER_TYPES } from '@jhy/contract';
import { informationCenterPath } from '../../routing/portalPaths';
import { useNewsDetail } from './api/contentQueries';
import { ContentArticle } from './components/ContentArticle';
import { positiveId } from './components/positiveId';
import './content.css';

/**
 * /main/informationDetail?id&newType: a news item (0, 20, 21, 22), a notice (11) or a home banner
 * item (-1). Back leads to the information center, on the item's own tab when it has one.
 */
export default function InformationDetailPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const newType = Number(params.get('newType') ?? NEW_TYPE.news);
  const { data, isPending, isError } = useNewsDetail(id, newType);
  const hasTab = (NEWS_CENTER_TYPES as readonly number[]).includes(newType) || newType === NEW_TYPE.notice;

  return (
    <ContentArticle
      article={isError ? undefined : data}
      loading={id !== undefined && isPending}
      kind={NEW_TYPE_LABELS[newType]}
      section={{ label: '信息中心', to: informationCenterPath(hasTab ? newType : undefined) }}
    />
  );
}
