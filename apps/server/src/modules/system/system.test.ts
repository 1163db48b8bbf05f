import { describe, expect, it } from 'vitest';
import { SYS_CONFIG_KEYS } from '@jhy/contract';
import { suiteApp } from '../../test/suite.js';

const t = suiteApp();

const post = async (url: string, payload: Record<string, unknown> = {}) =>
  (await t.app.inject({ method: 'POST', url, payload })).json();

describe('system configuration', () => {
  it('lists every entry of docs/product.md §3 with the product’s ids of trading_notice and risk_warning', async () => {
    const { data } = await post('/index/Common/sysConfig');
    const byName = new Map(data.map((entry: { name: string; id: number }) => [entry.name, entry.id]));
    for (const name of SYS_CONFIG_KEYS) expect(byName.has(name), name).toBe(true);
    expect(byName.get('trading_notice')).toBe(44);
    expect(byName.get('risk_warning')).toBe(45);
  });

  it('answers one entry by key', async () => {
    const body = await post('/index/Common/sysConfig', { key: 'risk_warning' });
    expect(body.data).toMatchObject({ id: 45, name: 'risk_warning' });
    expect(body.data.content).toContain('<p>');
  });

  it('answers 404 for a key that does not exist', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/index/Common/sysConfig', payload: { key: 'nope' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('配置项不存在');
  });
});

describe('categories', () => {
  it('lists 178 and 182 under the pilot root 177, and 183 under 182', async () => {
    expect((await post('/index/Common/getCategorySon', { id: 177 })).data.map((c: { id: number }) => c.id)).toEqual([
      178, 182,
    ]);
    expect((await post('/index/Common/getCategorySon', { id: 182 })).data.map((c: { id: number }) => c.id)).toContain(
      183,
    );
  });

  it('groups the tree with the product’s ids', async () => {
    const { data } = await post('/index/Common/getCategory');
    const ids = (group: string) => data[group].map((c: { id: number }) => c.id);
    expect(ids('display_category')).toEqual([44, 59, 80]);
    expect(ids('season')).toEqual([92, 93, 94, 95, 96]);
    expect(ids('transfer_type')).toContain(165);
    expect(ids('auth_type')).toContain(205);
    expect(ids('second_category').sort()).toEqual([100, 101, 102, 103, 114, 115, 116, 126]);
    expect(ids('supplytype')).toEqual([47, 48, 49, 50, 51, 140, 138]);
    const pilot = data.pilot[0];
    expect(pilot.id).toBe(177);
    expect(pilot.sonCate.map((c: { id: number }) => c.id)).toEqual([178, 182]);
    const regulation = data.display_category.find((c: { id: number }) => c.id === 80);
    expect(regulation.sonCate.map((c: { id: number }) => c.id)).toEqual([82, 85, 86, 87, 88, 89]);
  });

  it('continues new ids after the seeded ones', async () => {
    const { categories } = await import('../../db/schema.js');
    const [row] = await t.db.insert(categories).values({ group: 'season', name: '测试' }).returning();
    expect(row!.id).toBeGreaterThan(205);
  });
});
