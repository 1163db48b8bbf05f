import { Button, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useSysConfig } from '../../api/sysConfig';
import { EmptyState } from '../../components/EmptyState';
import { ListFailure } from '../../components/ListFailure';
import { PortalPage } from '../../components/PortalPage';
import { SafeHtml } from '../../components/SafeHtml';
import { useOrganisations } from './api/certificationQueries';
import { CERTIFICATION_PATH, organisationPath } from './certificationPaths';
import { useApplyForCertification } from './useApplyForCertification';
import './certification.css';

/**
 * /main/ProductCertificationDetail (docs/product.md §2): the description from configuration
 * (auth_product_desc), 我要认证, and the organisations ('暂无数据...' when there are none).
 */
export default function ProductCertificationDetailPage() {
  const config = useSysConfig();
  const organisations = useOrganisations();
  const apply = useApplyForCertification();
  const navigate = useNavigate();

  return (
    <PortalPage steps={[{ label: '产品认证', to: CERTIFICATION_PATH }, { label: '产品认证详情' }]}>
      <section className="jhy-page__panel" aria-label="产品认证说明">
        <div className="certification-page__heading">
          <h1 className="jhy-page__title certification-page__title">产品认证</h1>
          <Button type="primary" size="large" onClick={apply}>
            我要认证
          </Button>
        </div>
        {config.isPending ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : (
          <SafeHtml html={config.data?.auth_product_desc ?? ''} />
        )}
      </section>
      <section className="jhy-page__panel" aria-label="认证机构">
        <h2 className="jhy-page__subtitle">认证机构</h2>
        {organisations.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : organisations.isError ? (
          <ListFailure onRetry={organisations.refetch} retrying={organisations.isFetching} />
        ) : organisations.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="organisation-grid">
            {organisations.data.map((organisation) => (
              <li key={organisation.id}>
                <Link to={organisationPath(organisation.id)} className="organisation-card">
                  <img src={organisation.img_path} alt="" loading="lazy" width={96} height={96} />
                  <span>{organisation.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button type="link" onClick={() => void navigate(CERTIFICATION_PATH)}>
          返回产品认证
        </Button>
      </section>
    </PortalPage>
  );
}
