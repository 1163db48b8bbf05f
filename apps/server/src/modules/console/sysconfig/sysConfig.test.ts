import { describe, expect, it } from 'vitest';
import { API, CONSOLE_API, SYS_CONFIG_KEYS } from '@jhy/contract';
import { createConsoleTestApp } from '../../../test/consoleStaff.js';
import { suiteApp, suiteStaff } from '../../../test/suite.js';

const t = suiteApp(() => createConsoleTestApp());
const editor = suiteStaff(t, 'config_editor', 'editor');

const publicEntry = async (key: string) =>
  (await t.app.inject({ method: 'POST', url: API.sysConfig, payload: { key } })).json().data;

describe('system configuration in the console', () => {
  it('lists every entry of docs/product.md §3 with its format', async () => {
    const entries = (await editor(CONSOLE_API.sysConfigList)).json().data as Array<{ name: string; format: string }>;
    const byName = new Map(entries.map((e) => [e.name, e.format]));
    for (const key of SYS_CONFIG_KEYS.slice(0, 10)) expect(byName.has(key), key).toBe(true);
    expect(byName.get('trading_notice')).toBe('html');
    expect(byName.get('company_phone')).toBe('text');
  });

  it('saves every docs/product.md §3 entry, and the portal reads the new text', async () => {
    const entries = (await editor(CONSOLE_API.sysConfigList)).json().data as Array<{ name: string; format: string }>;
    for (const { name, format } of entries) {
      const content =
        name === 'company_email'
          ? 'hello@jhy-eco.cn'
          : name.startsWith('qr_')
            ? `https://example.cn/${name}`
            : format === 'html'
              ? `<p>新的${name}</p>`
              : `新的 ${name}`;
      const res = await editor(CONSOLE_API.sysConfigUpdate, { name, content });
      expect(res.statusCode, name).toBe(200);
      expect((await publicEntry(name)).content).toBe(content);
    }
  });

  it('cleans rich text on write: no script, no event handler, no javascript: link', async () => {
    const dirty =
      '<p onclick="steal()">须知<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">点</a></p>';
    const res = await editor(CONSOLE_API.sysConfigUpdate, { name: 'risk_warning', content: dirty });
    const saved = res.json().data.content as string;
    expect(saved).toContain('须知');
    expect(saved).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect((await publicEntry('risk_warning')).content).toBe(saved);
  });

  it('keeps plain text plain, trimmed, and checks the email', async () => {
    const phone = await editor(CONSOLE_API.sysConfigUpdate, { name: 'company_phone', content: '  0971-1 0971-2 ' });
    expect(phone.json().data.content).toBe('0971-1 0971-2');
    const html = await editor(CONSOLE_API.sysConfigUpdate, { name: 'copyright', content: '<b>©</b>' });
    expect(html.json().data.content).toBe('<b>©</b>');
    const email = await editor(CONSOLE_API.sysConfigUpdate, { name: 'company_email', content: 'nope' });
    expect(email.json()).toEqual({ code: 400, msg: '邮箱格式不正确', data: null });
    const long = await editor(CONSOLE_API.sysConfigUpdate, { name: 'company_address', content: '长'.repeat(2001) });
    expect(long.json().msg).toBe('内容过长');
  });

  it('keeps a footer QR code empty (not shown) or an http(s) address', async () => {
    const before = (await publicEntry('qr_ios_app_url')).content;
    const bad = await editor(CONSOLE_API.sysConfigUpdate, { name: 'qr_ios_app_url', content: 'not a link' });
    expect(bad.json().msg).toBe('二维码地址须为 http:// 或 https:// 开头的网址，留空则不显示');
    expect((await publicEntry('qr_ios_app_url')).content).toBe(before);
    const good = await editor(CONSOLE_API.sysConfigUpdate, {
      name: 'qr_ios_app_url',
      content: 'https://apps.example.cn/jhy',
    });
    expect(good.json().data.content).toBe('https://apps.example.cn/jhy');
    const cleared = await editor(CONSOLE_API.sysConfigUpdate, { name: 'qr_ios_app_url', content: '' });
    expect(cleared.json().data.content).toBe('');
  });

  it('refuses a key that is not a configuration entry', async () => {
    const res = await editor(CONSOLE_API.sysConfigUpdate, { name: 'admin_password', content: 'x' });
    expect(res.json()).toEqual({ code: 400, msg: '配置项不存在', data: null });
  });
});
