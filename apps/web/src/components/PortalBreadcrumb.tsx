import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { HOME_PATH } from '../routing/portalPaths';

/** One step after 首页: a link when it has `to`, plain text when it is the page itself. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

/** A portal page's breadcrumb: 首页, then `steps`, the last one being the page. */
export function PortalBreadcrumb({ className, steps }: { className: string; steps: BreadcrumbStep[] }) {
  return (
    <Breadcrumb
      className={className}
      items={[
        { title: <Link to={HOME_PATH}>首页</Link> },
        ...steps.map((step) => ({ title: step.to ? <Link to={step.to}>{step.label}</Link> : step.label })),
      ]}
    />
  );
}
