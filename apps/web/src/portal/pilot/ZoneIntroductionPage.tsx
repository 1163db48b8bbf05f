import { pilotMessages } from '@jhy/contract';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { NotFoundResult } from '../../components/NotFoundResult';
import { PortalPage } from '../../components/PortalPage';
import { SafeHtml } from '../../components/SafeHtml';
import { INFORMATION_CENTER_PATH, informationDetailPath } from '../../routing/portalPaths';
import { useNewsPage } from '../content';
import { useZone } from './api/pilotQueries';
import { DISPLAY_TABS, zoneProductsPath } from './pilotPaths';
import { useZoneTrail } from './useZoneTrail';
import { ZoneProductCards } from './ZoneProductCards';
import './pilot.css';

const FEATURED = 8;

/**
 * /main/ZoneIntroduction (docs/product.md §2): the zone's description, its first 8 products, the
 * latest 3 news and the classification strip; the breadcrumb leads back to the pilot menu entry.
 */
export default function ZoneIntroductionPage() {
  const { id, trailOf, pilotPath, zoneTitle } = useZoneTrail();
  const zone = useZone(id);
  const name = zone.data?.zone_info.name ?? zoneTitle;
  const trail = trailOf(name);

  if (id === undefined) return <NotFoundResult title={pilotMessages.zoneNotFound} />;
  return (
    <PortalPage steps={[{ label: '试点示范', to: pilotPath }, { label: `${name}专区` }]}>
      <header className="jhy-page__bar">
        <h1 className="jhy-page__title zone-page__title">{name}专区</h1>
        <nav className="zone-page__anchors" aria-label="本页导航">
          <a href="#zone-intro" onClick={scrollTo('zone-intro')}>
            专区介绍
          </a>
          <a href="#zone-products" onClick={scrollTo('zone-products')}>
            特色产品
          </a>
          <a href="#zone-news" onClick={scrollTo('zone-news')}>
            新闻资讯
          </a>
        </nav>
      </header>
      {zone.isError ? (
        <ListFailure onRetry={zone.refetch} retrying={zone.isFetching} />
      ) : zone.isPending || !trail ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <section id="zone-intro" className="jhy-page__panel" aria-label="专区介绍">
            <h2 className="jhy-page__subtitle">专区介绍</h2>
            <SafeHtml html={zone.data.zone_info.zone_desc} />
          </section>
          <nav className="zone-page__strip" aria-label="产品分类">
            {DISPLAY_TABS.map((tab) => (
              <Link key={tab.key} to={zoneProductsPath(trail, tab.key)}>
                {tab.key === 0 ? '全部产品' : tab.label}
              </Link>
            ))}
          </nav>
          <section id="zone-products" className="jhy-page__panel" aria-label="特色产品">
            <div className="zone-page__heading">
              <h2 className="jhy-page__subtitle">特色产品</h2>
              <Link to={zoneProductsPath(trail)}>查看全部产品</Link>
            </div>
            <ZoneProductCards products={zone.data.zone_product.slice(0, FEATURED)} trail={trail} />
          </section>
        </>
      )}
      <ZoneNews />
    </PortalPage>
  );
}

function scrollTo(anchor: string) {
  // The router owns the hash: jump within the page without changing the address.
  return (event: React.MouseEvent) => {
    event.preventDefault();
    document.getElementById(anchor)?.scrollIntoView({ behavior: 'smooth' });
  };
}

/** The latest 3 news (new_type 0); hovering a title shows its picture and intro. */
function ZoneNews() {
  const news = useNewsPage({ type: 0, keyword: '', page: 1 });
  const [hovered, setHovered] = useState(0);
  const items = news.data?.data.slice(0, 3) ?? [];
  const preview = items[hovered] ?? items[0];
  return (
    <section id="zone-news" className="jhy-page__panel" aria-label="新闻资讯">
      <div className="zone-page__heading">
        <h2 className="jhy-page__subtitle">新闻资讯</h2>
        <Link to={INFORMATION_CENTER_PATH}>更多新闻资讯</Link>
      </div>
      {news.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : news.isError ? (
        <ListFailure onRetry={news.refetch} retrying={news.isFetching} />
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="zone-news">
          {preview && (
            <div className="zone-news__preview">
              {preview.img_path && <img src={preview.img_path} alt="" loading="lazy" />}
              <p>{preview.intro}</p>
            </div>
          )}
          <ol className="zone-news__list">
            {items.map((item, position) => (
              <li key={item.id} onMouseEnter={() => setHovered(position)} onFocus={() => setHovered(position)}>
                <Link to={informationDetailPath(item.id, 0)} className="zone-news__item">
                  <span className="zone-news__date">
                    <strong>{item.pub_time.slice(8, 10)}</strong>
                    <small>{item.pub_time.slice(0, 7)}</small>
                  </span>
                  <span className="zone-news__title">{item.title}</span>
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
      <Button type="link" href="#zone-intro" onClick={scrollTo('zone-intro')}>
        回到顶部
      </Button>
    </section>
  );
}
