import { ARTICLE_TYPE, ARTICLE_TYPE_LABELS, ARTICLE_TYPES } from '@jhy/contract';
import { policyDetailPath } from '../../routing/portalPaths';
import { useArticleCarousel, useArticlePage } from './api/contentQueries';
import { ContentCenter } from './components/ContentCenter';
import { useCenterQuery } from './components/useCenterQuery';
import './content.css';

/** Tabs in the product's order: national policy 8, local policy 10, laws and regulations 9. */
const TABS = ARTICLE_TYPES.map((type) => ({ type: type as number, label: ARTICLE_TYPE_LABELS[type]! }));

/** /main/PoliciesRegulationsCenter: the newest three as a carousel, tabs, keyword search, 5 a page. */
export default function PoliciesCenterPage() {
  const { query, update } = useCenterQuery(ARTICLE_TYPES, ARTICLE_TYPE.nationalPolicy);
  const carousel = useArticleCarousel();
  const list = useArticlePage(query);

  return (
    <ContentCenter
      title="政策法规"
      carouselLabel="政策法规轮播"
      listLabel="政策法规列表"
      searchPlaceholder="请输入政策法规名称关键词"
      tabs={TABS}
      query={query}
      onQuery={update}
      carousel={carousel}
      list={list}
      detailPath={(item) => policyDetailPath(item.id, item.article_type)}
    />
  );
}
