import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, stubSysConfig } from '../test/renderRoute';

describe('site footer', () => {
  it('shows the contact details and copyright of the system configuration', async () => {
    const fetchStub = stubSysConfig({
      company_address: '青海省西宁市城西区五四西路 66 号',
      company_phone: '0971-6288001 0971-6288002',
      complaints: '0971-6288010',
      company_email: 'service@jhy-eco.cn',
      copyright: 'Copyright © 2026 江河源生态环境交易中心',
    });
    renderRoute('/main/indexHome');

    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('青海省西宁市城西区五四西路 66 号')).toBeVisible();
    // Several numbers in one entry are shown (and dialled) one by one.
    expect(within(footer).getByRole('link', { name: '0971-6288001' })).toHaveAttribute('href', 'tel:0971-6288001');
    expect(within(footer).getByRole('link', { name: '0971-6288002' })).toHaveAttribute('href', 'tel:0971-6288002');
    expect(within(footer).getByRole('link', { name: '0971-6288010' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'service@jhy-eco.cn' })).toHaveAttribute(
      'href',
      'mailto:service@jhy-eco.cn',
    );
    expect(within(footer).getByText('Copyright © 2026 江河源生态环境交易中心')).toBeVisible();
    expect(fetchStub).toHaveBeenCalledWith('/index/Common/sysConfig', expect.objectContaining({ method: 'POST' }));
  });

  it("shows '暂无' for a value the configuration lacks", async () => {
    stubSysConfig({ company_address: '青海省西宁市' });
    renderRoute('/main/indexHome');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('青海省西宁市');
    expect(within(footer).getAllByText('暂无')).toHaveLength(4);
  });

  it('shows no QR code while none is configured: nothing that looks scannable and is not', async () => {
    stubSysConfig({ company_address: '青海省西宁市' });
    renderRoute('/main/indexHome');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('青海省西宁市');
    expect(within(footer).queryByRole('list', { name: '关注我们' })).toBeNull();
  });

  it('draws each configured QR code from its address, and only those', async () => {
    stubSysConfig({
      qr_service_account_url: 'https://mp.example.cn/jhy',
      qr_android_app_url: 'https://apps.example.cn/a',
    });
    renderRoute('/main/indexHome');
    const qrCodes = await screen.findByRole('list', { name: '关注我们' });
    await within(qrCodes).findByText('Android 客户端');
    expect(
      within(qrCodes)
        .getAllByRole('figure')
        .map((figure) => figure.textContent),
    ).toEqual(['服务号', 'Android 客户端']);
  });
});
