import { Link } from 'react-router';
import { HOME_PATH } from '../routing/portalPaths';
import './portalBreadcrumb.css';

/** One step after 首页: a link when it has `to`, plain text when it is the page itself. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

/**
 * A portal page's breadcrumb: 首页, then `steps`, the last one being the page. Plain markup rather
 * than antd's Breadcrumb, which brings its Dropdown and Menu (for steps with menus, which the portal
 * has none of) into every page that shows one (docs/performance.md "A page's chunks").
 */
export function PortalBreadcrumb({ className, steps }: { className: string; steps: BreadcrumbStep[] }) {
  const trail: BreadcrumbStep[] = [{ label: '首页', to: HOME_PATH }, ...steps];
  return (
    <nav className={`portal-breadcrumb ${className}`} aria-label="当前位置">
      <ol>
        {trail.map((step, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={`${index}-${step.label}`}>
              {step.to ? (
                <Link to={step.to} aria-current={current ? 'page' : undefined}>
                  {step.label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{step.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
