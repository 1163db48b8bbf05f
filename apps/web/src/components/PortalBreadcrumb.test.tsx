import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '../routing/portalPaths';
import { PortalBreadcrumb } from './PortalBreadcrumb';

const renderTrail = (steps: Parameters<typeof PortalBreadcrumb>[0]['steps']) =>
  render(
    <MemoryRouter>
      <PortalBreadcrumb className="jhy-page__breadcrumb" steps={steps} />
    </MemoryRouter>,
  );

describe('PortalBreadcrumb', () => {
  it('lists 首页, the steps with links, and the page itself last, marked as the current page', () => {
    renderTrail([{ label: '试点示范', to: '/main/PilotDemonstration' }, { label: '甘孜州专区' }]);
    const trail = screen.getByRole('navigation', { name: '当前位置' });
    expect(trail).toHaveClass('portal-breadcrumb', 'jhy-page__breadcrumb');
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['首页', '试点示范', '甘孜州专区']);
    expect(within(trail).getByRole('link', { name: '首页' })).toHaveAttribute('href', HOME_PATH);
    expect(within(trail).getByRole('link', { name: '试点示范' })).toHaveAttribute('href', '/main/PilotDemonstration');
    expect(within(trail).queryByRole('link', { name: '甘孜州专区' })).toBeNull();
    expect(within(trail).getByText('甘孜州专区')).toHaveAttribute('aria-current', 'page');
  });

  it('marks a last step that is a link as the current page too', () => {
    renderTrail([{ label: '交易中心', to: '/main/TradingCenter' }]);
    expect(screen.getByRole('link', { name: '交易中心' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });
});
