import { commonMessages, pilotMessages } from '@jhy/contract';
import { Descriptions, Image, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { ListFailure } from '../../components/ListFailure';
import { NotFoundResult } from '../../components/NotFoundResult';
import type { BreadcrumbStep } from '../../components/PortalBreadcrumb';
import { PortalPage } from '../../components/PortalPage';
import { SafeHtml } from '../../components/SafeHtml';
import { pilotDemonstrationPath } from '../../routing/portalPaths';
import { positiveId } from '../content';
import { useZoneProduct } from './api/pilotQueries';
import { zonePath } from './pilotPaths';
import './pilot.css';

const orMissing = (value: string) => value.trim() || commonMessages.missingValue;

/**
 * /main/SpecialGoodsDetail (docs/product.md §2): a passed display product. The breadcrumb is the
 * zone trail it was opened from (specialGood = the zone, zone_infoName its name), or 首页 alone
 * when opened from the home page (home=home).
 */
export default function SpecialGoodsDetailPage() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const product = useZoneProduct(id);
  const zoneId = positiveId(params.get('specialGood'));
  const idOne = positiveId(params.get('idOne'));
  const zoneName = params.get('zone_infoName') ?? params.get('zoneTitle') ?? '';
  const name = product.data?.product_name ?? '特色产品详情';

  const trail: BreadcrumbStep[] =
    params.get('home') === 'home' || zoneId === undefined
      ? [{ label: name }]
      : [
          { label: '试点示范', to: pilotDemonstrationPath(idOne) },
          { label: `${zoneName}专区`, to: zonePath({ id: zoneId, idOne: idOne ?? 0, zoneTitle: zoneName }) },
          { label: name },
        ];

  if (id === undefined) return <NotFoundResult title={pilotMessages.productNotFound} />;
  return (
    <PortalPage steps={trail}>
      <article className="jhy-page__panel good-detail">
        {product.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : product.isError ? (
          <ListFailure onRetry={product.refetch} retrying={product.isFetching} />
        ) : (
          <>
            <div className="good-detail__top">
              <Image.PreviewGroup>
                <div className="good-detail__images">
                  {product.data.product_img.map((file, position) => (
                    <Image
                      key={file.src}
                      src={file.url}
                      alt={`${product.data.product_name} 图片${position + 1}`}
                      width={position === 0 ? 360 : 84}
                    />
                  ))}
                </div>
              </Image.PreviewGroup>
              <div className="good-detail__facts">
                <h1 className="jhy-page__title zone-page__title">{product.data.product_name}</h1>
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'type', label: '产品类型', children: orMissing(product.data.product_type_name) },
                    { key: 'area', label: '所在地', children: orMissing(product.data.area_name) },
                    { key: 'category', label: '产品类别', children: orMissing(product.data.product_category_name) },
                    { key: 'season', label: '产品季节', children: orMissing(product.data.product_season_name) },
                    { key: 'honor', label: '产品荣誉', children: orMissing(product.data.honor_name) },
                    { key: 'contact', label: '联系人', children: orMissing(product.data.contact_name) },
                    { key: 'phone', label: '联系电话', children: orMissing(product.data.contact_phone) },
                  ]}
                />
              </div>
            </div>
            <h2 className="jhy-page__subtitle">产品介绍</h2>
            <SafeHtml html={product.data.product_desc} />
          </>
        )}
      </article>
    </PortalPage>
  );
}
