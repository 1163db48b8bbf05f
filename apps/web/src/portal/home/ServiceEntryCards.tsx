import type { ReactNode } from 'react';
import {
  BankOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  SafetyCertificateOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useSysConfig, type SysConfigMap } from '../../api/sysConfig';
import { EmptyLink } from '../../components/EmptyLink';
import { SERVICE_ENTRIES, type ServiceEntry, type ServiceIcon } from './serviceEntries';

const ICONS: Record<ServiceIcon, ReactNode> = {
  trading: <SwapOutlined />,
  pilot: <EnvironmentOutlined />,
  certification: <SafetyCertificateOutlined />,
  finance: <BankOutlined />,
};

function CardBody({ entry, external }: { entry: ServiceEntry; external: boolean }) {
  return (
    <>
      <span className={`home-service__icon home-service__icon--${entry.icon}`} aria-hidden>
        {ICONS[entry.icon]}
      </span>
      <span className="home-service__title">
        {entry.title}
        {external && <ExportOutlined className="home-service__external" aria-label="外部网站" />}
      </span>
      <span className="home-service__description">{entry.description}</span>
    </>
  );
}

function ServiceEntryCard({ entry, config }: { entry: ServiceEntry; config: SysConfigMap | undefined }) {
  if (entry.to) {
    return (
      <Link to={entry.to} className="home-service">
        <CardBody entry={entry} external={false} />
      </Link>
    );
  }
  // Only an http(s) address from configuration becomes a link; anything else is "being built".
  const externalUrl = entry.externalConfigKey ? config?.[entry.externalConfigKey]?.trim() : undefined;
  if (externalUrl && /^https?:\/\//i.test(externalUrl)) {
    return (
      <a href={externalUrl} target="_blank" rel="noopener noreferrer" className="home-service">
        <CardBody entry={entry} external />
      </a>
    );
  }
  return (
    <EmptyLink className="home-service">
      <CardBody entry={entry} external />
    </EmptyLink>
  );
}

/** The four service entries: trading center, pilot demonstration, certification, green finance. */
export function ServiceEntryCards() {
  const { data: config } = useSysConfig();
  return (
    <ul className="home-services" aria-label="服务入口">
      {SERVICE_ENTRIES.map((entry) => (
        <li key={entry.title}>
          <ServiceEntryCard entry={entry} config={config} />
        </li>
      ))}
    </ul>
  );
}
