import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useUnderConstruction } from '../../../components/useUnderConstruction';
import { DetailSection } from './DetailSection';

/** The four steps of trading carbon emission rights on the national system (docs/product.md §2). */
const STEPS = [
  { title: '开户', text: '在全国碳排放权注册登记系统开立账户' },
  { title: '账户绑定', text: '将登记账户与交易账户、资金账户绑定' },
  { title: '登录', text: '登录碳排放权交易系统' },
  { title: '转让', text: '挂牌或协议转让碳排放配额' },
] as const;

/**
 * The trading flow and the 立即交易 button of a carbon-emission listing. The button opens the
 * external trading site from system configuration; without an http(s) address it is "being built".
 */
export function CarbonTradingFlow({ siteUrl }: { siteUrl: string | undefined }) {
  const url = siteUrl?.trim();
  const warnUnderConstruction = useUnderConstruction();
  return (
    <DetailSection titleId="carbon-flow-title" title="交易流程" className="carbon-flow">
      <ol className="carbon-flow__steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="carbon-flow__step">
            <span className="carbon-flow__number" aria-hidden>
              {index + 1}
            </span>
            <strong>{step.title}</strong>
            <span className="carbon-flow__text">{step.text}</span>
          </li>
        ))}
      </ol>
      <div className="carbon-flow__action">
        {url && /^https?:\/\//i.test(url) ? (
          <Button
            type="primary"
            size="large"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            icon={<ExportOutlined />}
          >
            立即交易
          </Button>
        ) : (
          <Button type="primary" size="large" onClick={warnUnderConstruction}>
            立即交易
          </Button>
        )}
      </div>
    </DetailSection>
  );
}
