import { Suspense } from 'react';
import { commonMessages, FOOTER_QR_CODES, isQrCodeContent } from '@jhy/contract';
import { useSysConfig, type SysConfigMap } from '../api/sysConfig';
import { SITE_NAME } from '../components/brand';
import './footer.css';
import { lazyWithAntd } from '../app/lazyWithAntd';

const QrCodeTile = lazyWithAntd(() => import('./QrCodeTile'));

/** A configuration value, '暂无' once loaded without one, nothing while still loading. */
function configValue(config: SysConfigMap | undefined, loading: boolean, name: string): string {
  const value = config?.[name]?.trim();
  if (value) return value;
  return loading ? '' : commonMessages.missingValue;
}

/** Phone entries may hold several numbers separated by whitespace (docs/product.md §2 about us, seed data). */
export function PhoneNumbers({ value }: { value: string }) {
  if (value === commonMessages.missingValue) return <>{value}</>;
  return (
    <>
      {value
        .split(/\s+/)
        .filter(Boolean)
        .map((number) => (
          <a key={number} href={`tel:${number}`} className="jhy-footer__phone">
            {number}
          </a>
        ))}
    </>
  );
}

/**
 * The QR codes the exchange has configured (FOOTER_QR_CODES), each a real code of its address.
 * None configured: no QR area at all, rather than codes that do not scan.
 */
function FooterQrCodes({ config }: { config: SysConfigMap | undefined }) {
  const codes = FOOTER_QR_CODES.map((code) => ({ ...code, url: config?.[code.key]?.trim() ?? '' })).filter(
    (code) => code.url !== '' && isQrCodeContent(code.url),
  );
  if (codes.length === 0) return null;
  return (
    <ul className="jhy-footer__qr-codes" aria-label="关注我们">
      {codes.map((code) => (
        <li key={code.key}>
          <Suspense fallback={<div className="jhy-qr jhy-qr--loading" />}>
            <QrCodeTile caption={code.caption} url={code.url} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}

/** Contact details and copyright from system configuration, and the configured QR codes (docs/product.md §2). */
export function SiteFooter() {
  const { data: config, isPending } = useSysConfig();
  const value = (name: string) => configValue(config, isPending, name);
  const email = value('company_email');

  return (
    <footer className="jhy-footer">
      <div className="jhy-container jhy-footer__main">
        <section className="jhy-footer__contact" aria-label="联系我们">
          <p className="jhy-footer__name">{SITE_NAME}</p>
          <dl className="jhy-footer__details">
            <div>
              <dt>地址：</dt>
              <dd>{value('company_address')}</dd>
            </div>
            <div>
              <dt>电话：</dt>
              <dd>
                <PhoneNumbers value={value('company_phone')} />
              </dd>
            </div>
            <div>
              <dt>投诉电话：</dt>
              <dd>
                <PhoneNumbers value={value('complaints')} />
              </dd>
            </div>
            <div>
              <dt>邮箱：</dt>
              <dd>{email.includes('@') ? <a href={`mailto:${email}`}>{email}</a> : email}</dd>
            </div>
          </dl>
        </section>
        <FooterQrCodes config={config} />
      </div>
      <div className="jhy-footer__copyright">
        <p className="jhy-container">{value('copyright')}</p>
      </div>
    </footer>
  );
}
