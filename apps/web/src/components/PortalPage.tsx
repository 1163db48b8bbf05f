import type { ReactNode } from 'react';
import { PortalBreadcrumb, type BreadcrumbStep } from './PortalBreadcrumb';
import './portalPage.css';

/**
 * A page inside /main: the container, the breadcrumb from 首页 to this page, then the page's panels
 * (`jhy-page__panel`). `className` is for a page's own rules on the frame.
 */
export function PortalPage({
  steps,
  className,
  children,
}: {
  steps: BreadcrumbStep[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `jhy-container jhy-page ${className}` : 'jhy-container jhy-page'}>
      <PortalBreadcrumb className="jhy-page__breadcrumb" steps={steps} />
      {children}
    </div>
  );
}
