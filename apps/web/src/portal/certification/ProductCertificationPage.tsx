import { SafetyCertificateOutlined, ScanOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useSysConfig } from '../../api/sysConfig';
import { PortalPage } from '../../components/PortalPage';
import { CERTIFICATION_DETAIL_PATH } from './certificationPaths';
import './certification.css';

/** The two national traceability platforms; their addresses come from system configuration. */
const TRACE_PLATFORMS = [
  { key: 'trace_platform_agri_url', name: '国家农产品质量安全追溯管理信息平台' },
  { key: 'trace_platform_product_url', name: '国家食品（产品）安全追溯平台' },
] as const;

/**
 * /main/ProductCertification (docs/product.md §2): two panels — 产品认证 (to the detail page) and
 * 产品溯源 (the national platforms, in new tabs). A platform without a configured address is not offered.
 */
export default function ProductCertificationPage() {
  const config = useSysConfig();
  const platforms = TRACE_PLATFORMS.filter((platform) => config.data?.[platform.key]);
  return (
    <PortalPage steps={[{ label: '产品认证' }]}>
      <div className="certification-panels">
        <Link to={CERTIFICATION_DETAIL_PATH} className="certification-panel certification-panel--green">
          <SafetyCertificateOutlined className="certification-panel__icon" aria-hidden />
          <h2>产品认证</h2>
          <p>“三品一标”、生态原产地、森林生态标志、产品碳足迹等认证的申请咨询与云端展示。</p>
          <span className="certification-panel__more">了解认证与申请 →</span>
        </Link>
        <section className="certification-panel certification-panel--blue" aria-label="产品溯源">
          <ScanOutlined className="certification-panel__icon" aria-hidden />
          <h2>产品溯源</h2>
          <p>通过国家追溯平台查询农产品与重要产品的来源、流向和质量信息。</p>
          {config.isPending ? null : platforms.length > 0 ? (
            <ul className="certification-panel__links">
              {platforms.map((platform) => (
                <li key={platform.key}>
                  <a href={config.data?.[platform.key]} target="_blank" rel="noopener noreferrer">
                    {platform.name} ↗
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="certification-panel__note">追溯平台地址尚未配置</p>
          )}
        </section>
      </div>
    </PortalPage>
  );
}
