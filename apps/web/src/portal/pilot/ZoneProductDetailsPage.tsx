import { pilotMessages } from '@jhy/contract';
import { Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { ListFailure } from '../../components/ListFailure';
import { NotFoundResult } from '../../components/NotFoundResult';
import { PortalPage } from '../../components/PortalPage';
import { useZone } from './api/pilotQueries';
import { DISPLAY_TABS, zonePath, zoneProductsPath } from './pilotPaths';
import { useZoneTrail } from './useZoneTrail';
import { ZoneProductCards } from './ZoneProductCards';
import '../../components/wrappingTabs.css';
import './pilot.css';

/**
 * /main/ZoneProductDetails (docs/product.md §2): all of a zone's passed products, the tabs 全部 /
 * 物质供给类 / 文化服务类 / 调节服务类 filtering on the server; the tab is kept in the address.
 */
export default function ZoneProductDetailsPage() {
  const { id, params, trailOf, pilotPath, zoneTitle } = useZoneTrail();
  const navigate = useNavigate();
  const asked = Number(params.get('category'));
  const category = DISPLAY_TABS.find((tab) => tab.key === asked)?.key ?? 0;
  const zone = useZone(id, category);
  const name = zone.data?.zone_info.name ?? zoneTitle;
  const trail = trailOf(name);

  if (!trail) return <NotFoundResult title={pilotMessages.zoneNotFound} />;
  return (
    <PortalPage
      steps={[
        { label: '试点示范', to: pilotPath },
        { label: `${name}专区`, to: zonePath(trail) },
        { label: '全部产品' },
      ]}
    >
      <section className="jhy-page__panel" aria-label={`${name}专区产品`}>
        <h1 className="jhy-page__title zone-page__title">{name}专区产品</h1>
        <Tabs
          className="jhy-wrapping-tabs"
          activeKey={`${category}`}
          items={DISPLAY_TABS.map((tab) => ({ key: `${tab.key}`, label: tab.label }))}
          onChange={(key) => void navigate(zoneProductsPath(trail, Number(key)), { replace: true })}
        />
        {zone.isError ? (
          <ListFailure onRetry={zone.refetch} retrying={zone.isFetching} />
        ) : zone.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <ZoneProductCards products={zone.data.zone_product} trail={trail} />
        )}
      </section>
    </PortalPage>
  );
}
