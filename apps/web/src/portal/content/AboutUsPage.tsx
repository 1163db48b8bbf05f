import { lazy, Suspense } from 'react';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined, PrinterOutlined, WarningOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { commonMessages } from '@jhy/contract';
import { useSysConfig } from '../../api/sysConfig';
import { SafeHtml } from '../../components/SafeHtml';
import { SITE_NAME } from '../../components/brand';
import { PortalPage } from '../../components/PortalPage';
import { PhoneNumbers } from '../../layout/SiteFooter';
import { aboutMapSettings } from './aboutMapSettings';
import { RegionMap } from './RegionMap';
import './content.css';

// Leaflet is loaded only when this page is opened and the exchange configured a tile service
// (docs/performance.md: maps stay out of the first load; docs/accessibility.md "Maps").
const ExchangeMap = lazy(() => import('./ExchangeMap'));

function EmailLink({ address }: { address: string }) {
  return address.includes('@') ? <a href={`mailto:${address}`}>{address}</a> : <>{address}</>;
}

/** /main/aboutUs: the introduction, the exchange on a map, contact details (docs/product.md §2). */
export default function AboutUsPage() {
  const { data: config, isPending } = useSysConfig();
  const value = (name: string) => config?.[name]?.trim() || commonMessages.missingValue;
  const map = aboutMapSettings(config);
  const contacts = [
    { icon: <EnvironmentOutlined />, label: '地址', content: value('company_address') },
    { icon: <PhoneOutlined />, label: '电话', content: <PhoneNumbers value={value('company_phone')} /> },
    { icon: <WarningOutlined />, label: '投诉电话', content: <PhoneNumbers value={value('complaints')} /> },
    { icon: <PrinterOutlined />, label: '传真', content: value('company_chuanzhen') },
    { icon: <MailOutlined />, label: '邮箱', content: <EmailLink address={value('company_email')} /> },
  ];

  return (
    <PortalPage className="content-page" steps={[{ label: '关于我们' }]}>
      <section className="content-panel about-intro" aria-labelledby="about-title">
        <h1 id="about-title" className="about-title">
          关于我们
        </h1>
        {isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : config?.about_us?.trim() ? (
          <SafeHtml html={config.about_us} />
        ) : (
          <p>{commonMessages.missingValue}</p>
        )}
      </section>

      <section className="about-contact" aria-labelledby="about-contact-title">
        <div className="about-contact__map">
          {isPending ? (
            <Skeleton.Node active className="about-map about-map--loading" />
          ) : !map.tileUrl ? (
            <RegionMap position={map.position} name={SITE_NAME} address={value('company_address')} />
          ) : (
            <Suspense fallback={<Skeleton.Node active className="about-map about-map--loading" />}>
              <ExchangeMap {...map} name={SITE_NAME} address={value('company_address')} />
            </Suspense>
          )}
        </div>
        <div className="content-panel about-contact__details">
          <h2 id="about-contact-title" className="about-subtitle">
            联系方式
          </h2>
          <dl>
            {contacts.map((contact) => (
              <div key={contact.label} className="about-contact__row">
                <dt>
                  {contact.icon} {contact.label}
                </dt>
                <dd>{isPending ? '' : contact.content}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </PortalPage>
  );
}
