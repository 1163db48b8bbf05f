import { useId, useState } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { HOME, NEW_TYPE, type NewsListItem } from '@jhy/contract';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { informationCenterPath, informationDetailPath } from '../../routing/portalPaths';
import { useHomeNotices } from './api/homeQueries';
import { LoadingShapes } from '../../components/LoadingShapes';
import { ResponsiveImage } from '../../components/ResponsiveImage';

const dateOf = (time: string) => time.slice(0, 10);

function TopNews({ item }: { item: NewsListItem | null }) {
  if (!item) return <EmptyState />;
  const picture = item.home_img || item.img_path;
  return (
    <Link className="home-top-news" to={informationDetailPath(item.id, item.new_type)}>
      {picture && (
        <ResponsiveImage
          className="home-top-news__image"
          src={picture}
          sizes="(max-width: 768px) 100vw, 480px"
          width={800}
          height={480}
        />
      )}
      <span className="home-top-news__badge">头条</span>
      <span className="home-top-news__text">
        <strong className="home-top-news__title">{item.title}</strong>
        {item.intro && <span className="home-top-news__intro jhy-line-clamp">{item.intro}</span>}
        <time className="home-top-news__date">{dateOf(item.pub_time)}</time>
      </span>
    </Link>
  );
}

function NewsLines({ items }: { items: NewsListItem[] }) {
  if (items.length === 0) return <EmptyState />;
  return (
    <ul className="home-news-lines">
      {items.slice(0, HOME.newsItems).map((item) => (
        <li key={item.id}>
          <Link to={informationDetailPath(item.id, item.new_type)} title={item.title}>
            {item.title}
          </Link>
          <time>{dateOf(item.pub_time)}</time>
        </li>
      ))}
    </ul>
  );
}

const TABS = [
  { key: 'notice', label: '通知公告', moreType: NEW_TYPE.notice },
  { key: 'news', label: '政策新闻', moreType: NEW_TYPE.news },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The top news item beside the notice / policy-news tab list, first 6 of each (docs/product.md §1). */
export function HomeNewsSection() {
  const { data, isPending, isError, isFetching, refetch } = useHomeNotices();
  const [activeKey, setActiveKey] = useState<TabKey>('notice');
  const idPrefix = useId();
  const active = TABS.find((tab) => tab.key === activeKey) ?? TABS[0];
  // An answer without a list (an old or failing server) shows an empty list, as docs/product.md §8 asks.
  const items = (activeKey === 'notice' ? data?.notice?.data : data?.news?.data) ?? [];

  return (
    <section className="jhy-container home-news" aria-labelledby="home-news-title">
      <h2 id="home-news-title" className="home-section-title">
        资讯动态
      </h2>
      <div className="home-news__grid">
        <div className="home-news__top">
          {isError ? (
            <ListFailure onRetry={refetch} retrying={isFetching} />
          ) : isPending ? (
            <div className="loading-shape loading-shape--block" />
          ) : (
            <TopNews item={data?.top ?? null} />
          )}
        </div>
        <div className="home-news__tabs">
          <div className="home-tabs">
            <div role="tablist" aria-label="通知公告与政策新闻" className="home-tabs__list">
              {TABS.map((tab) => (
                <button
                  key={tab.key}
                  type="button"
                  role="tab"
                  id={`${idPrefix}-${tab.key}`}
                  aria-selected={tab.key === activeKey}
                  aria-controls={`${idPrefix}-panel`}
                  className="home-tabs__tab"
                  onClick={() => setActiveKey(tab.key)}
                >
                  {tab.label}
                </button>
              ))}
            </div>
            <Link className="home-more" to={informationCenterPath(active.moreType)} aria-label={`更多${active.label}`}>
              更多 <RightOutlined />
            </Link>
          </div>
          <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-${activeKey}`}>
            {isError ? (
              <ListFailure onRetry={refetch} retrying={isFetching} />
            ) : isPending ? (
              <LoadingShapes kind="lines" count={HOME.newsItems} />
            ) : (
              <NewsLines items={items} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
