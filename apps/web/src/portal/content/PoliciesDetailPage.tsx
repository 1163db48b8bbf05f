import { useSearchParams } from 'react-router';
import { ARTICLE_TYPE_LABELS } from '@jhy/contract';
import { policiesCenterPath } from '../../routing/portalPaths';
import { useArticleDetail } from './api/contentQueries';
import { ContentArticle } from './components/ContentArticle';
import { positiveId } from './components/positiveId';
import './content.css';

/** /main/PoliciesRegulationsDetail?id&type: one policy; back leads to its tab of the center. */
export default function PoliciesDetailPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data, isPending, isError } = useArticleDetail(id);
  const type = data?.article_type ?? Number(params.get('type'));

  return (
    <ContentArticle
      article={isError ? undefined : data}
      loading={id !== undefined && isPending}
      kind={ARTICLE_TYPE_LABELS[type]}
      section={{ label: '政策法规', to: policiesCenterPath(ARTICLE_TYPE_LABELS[type] ? type : undefined) }}
    />
  );
}
