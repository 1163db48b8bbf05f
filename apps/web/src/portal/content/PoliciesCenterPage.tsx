import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { ARTICLE_TYPE, ARTICLE_TYPE_LABELS, ARTICLE_TYPES, type ArticleListItem } from '@jhy/contract';
import { HOME_PATH, policyDetailPath } from '../../routing/portalPaths';
import { useArticleCarousel, useArticlePage } from './api/contentQueries';
import { CenterList, type CenterListEntry } from './components/CenterList';
import { CenterToolbar } from './components/CenterToolbar';
import { ContentCarousel } from './components/ContentCarousel';
import { useCenterQuery } from './components/useCenterQuery';
import './content.css';

/** Tabs in the spec's order: national policy 8, local policy 10, laws and regulations 9. */
const TABS = ARTICLE_TYPES.map((type) => ({ type: type as number, label: ARTICLE_TYPE_LABELS[type]! }));

const toEntry = (item: ArticleListItem): CenterListEntry => ({
  id: item.id,
  title: item.title,
  intro: item.intro,
  source: item.source,
  picture: item.img_path,
  date: item.pub_time.slice(0, 10),
  to: policyDetailPath(item.id, item.article_type),
});

/** /main/PoliciesRegulationsCenter: the newest three as a carousel, tabs, keyword search, 5 a page. */
export default function PoliciesCenterPage() {
  const { query, update } = useCenterQuery(ARTICLE_TYPES, ARTICLE_TYPE.nationalPolicy);
  const carousel = useArticleCarousel();
  const list = useArticlePage(query);

  return (
    <div className="jhy-container content-page">
      <Breadcrumb
        className="content-breadcrumb"
        items={[{ title: <Link to={HOME_PATH}>首页</Link> }, { title: '政策法规' }]}
      />
      <ContentCarousel
        label="政策法规轮播"
        loading={carousel.isPending}
        entries={(carousel.data ?? []).map((item) => ({
          id: item.id,
          title: item.title,
          intro: item.intro,
          date: item.pub_time.slice(0, 10),
          picture: item.img_path,
          to: policyDetailPath(item.id, item.article_type),
        }))}
      />
      <section className="content-panel" aria-label="政策法规列表">
        <CenterToolbar
          tabs={TABS}
          activeType={query.type}
          keyword={query.keyword}
          placeholder="请输入政策法规名称关键词"
          onType={(type) => update({ type, page: 1 })}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
        <CenterList
          entries={list.data?.data.map(toEntry)}
          total={list.data?.total ?? 0}
          page={query.page}
          loading={list.isFetching}
          onPage={(page) => update({ page })}
        />
      </section>
    </div>
  );
}
