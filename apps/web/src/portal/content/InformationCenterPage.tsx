import { NEW_TYPE, NEW_TYPE_LABELS, NEWS_CENTER_TYPES } from '@jhy/contract';
import { informationDetailPath } from '../../routing/portalPaths';
import { useNewsCarousel, useNewsPage } from './api/contentQueries';
import { ContentCenter } from './components/ContentCenter';
import { useCenterQuery } from './components/useCenterQuery';
import './content.css';

/** The four tabs of docs/product.md §2; notices (11) get a tab only when the home page's 'more' asks for them. */
const CENTER_TABS = NEWS_CENTER_TYPES.map((type) => ({ type: type as number, label: NEW_TYPE_LABELS[type]! }));
const NOTICE_TAB = { type: NEW_TYPE.notice as number, label: NEW_TYPE_LABELS[NEW_TYPE.notice]! };
const ALLOWED_TYPES = [...NEWS_CENTER_TYPES, NEW_TYPE.notice];

/** /main/informationCenter: carousel of the newest three news, tabs, keyword search, 5 a page. */
export default function InformationCenterPage() {
  const { query, update } = useCenterQuery(ALLOWED_TYPES, NEW_TYPE.news);
  const carousel = useNewsCarousel();
  const list = useNewsPage(query);
  const tabs = query.type === NEW_TYPE.notice ? [...CENTER_TABS, NOTICE_TAB] : CENTER_TABS;

  return (
    <ContentCenter
      title="信息中心"
      carouselLabel="新闻轮播"
      listLabel="资讯列表"
      searchPlaceholder="请输入标题关键词"
      tabs={tabs}
      query={query}
      onQuery={update}
      carousel={carousel}
      list={list}
      detailPath={(item) => informationDetailPath(item.id, item.new_type)}
    />
  );
}
