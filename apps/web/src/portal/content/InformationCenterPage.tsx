import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { NEW_TYPE, NEW_TYPE_LABELS, NEWS_CENTER_TYPES, type NewsListItem } from '@jhy/contract';
import { HOME_PATH, informationDetailPath } from '../../routing/portalPaths';
import { useNewsCarousel, useNewsPage } from './api/contentQueries';
import { CenterList, type CenterListEntry } from './components/CenterList';
import { CenterToolbar } from './components/CenterToolbar';
import { ContentCarousel } from './components/ContentCarousel';
import { useCenterQuery } from './components/useCenterQuery';
import './content.css';

/** The four tabs of spec §2; notices (11) get a tab only when the home page's 'more' asks for them. */
const CENTER_TABS = NEWS_CENTER_TYPES.map((type) => ({ type: type as number, label: NEW_TYPE_LABELS[type]! }));
const NOTICE_TAB = { type: NEW_TYPE.notice as number, label: NEW_TYPE_LABELS[NEW_TYPE.notice]! };
const ALLOWED_TYPES = [...NEWS_CENTER_TYPES, NEW_TYPE.notice];

const toEntry = (item: NewsListItem): CenterListEntry => ({
  id: item.id,
  title: item.title,
  intro: item.intro,
  source: item.source,
  picture: item.img_path,
  date: item.pub_time.slice(0, 10),
  to: informationDetailPath(item.id, item.new_type),
});

/** /main/informationCenter: carousel of the newest three news, tabs, keyword search, 5 a page. */
export default function InformationCenterPage() {
  const { query, update } = useCenterQuery(ALLOWED_TYPES, NEW_TYPE.news);
  const carousel = useNewsCarousel();
  const list = useNewsPage(query);
  const tabs = query.type === NEW_TYPE.notice ? [...CENTER_TABS, NOTICE_TAB] : CENTER_TABS;

  return (
    <div className="jhy-container content-page">
      <Breadcrumb
        className="content-breadcrumb"
        items={[{ title: <Link to={HOME_PATH}>首页</Link> }, { title: '信息中心' }]}
      />
      <ContentCarousel
        label="新闻轮播"
        loading={carousel.isPending}
        entries={(carousel.data ?? []).map((item) => ({
          id: item.id,
          title: item.title,
          intro: item.intro,
          date: item.pub_time.slice(0, 10),
          picture: item.img_path,
          to: informationDetailPath(item.id, item.new_type),
        }))}
      />
      <section className="content-panel" aria-label="资讯列表">
        <CenterToolbar
          tabs={tabs}
          activeType={query.type}
          keyword={query.keyword}
          placeholder="请输入标题关键词"
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
