import { describe, expect, it } from 'vitest';
import { API, CONSOLE_API, type ConsoleCategoryGroup, type ConsoleCategoryNode } from '@jhy/contract';
import { createConsoleTestApp } from '../../../test/consoleStaff.js';
import { suiteApp, suiteStaff } from '../../../test/suite.js';

const t = suiteApp(() => createConsoleTestApp());
const editor = suiteStaff(t, 'cat_editor', 'editor');

const tree = async () => (await editor(CONSOLE_API.categoryTree)).json().data as ConsoleCategoryGroup[];
const children = async (id: number) =>
  (await t.app.inject({ method: 'POST', url: API.getCategorySon, payload: { id } })).json().data as Array<{
    id: number;
    name: string;
  }>;

describe('categories in the console', () => {
  it('shows every group as a tree with the product’s ids', async () => {
    const groups = await tree();
    const pilot = groups.find((g) => g.group === 'pilot')!;
    expect(pilot.label).toBe('试点示范菜单');
    expect(pilot.nodes[0]!.id).toBe(177);
    expect(pilot.nodes[0]!.children.map((c: ConsoleCategoryNode) => c.id)).toEqual([178, 182]);
    const display = groups.find((g) => g.group === 'display_category')!;
    expect(display.nodes.map((n) => n.id)).toEqual([44, 59, 80]);
  });

  it('adds a child after the product’s ids, in the parent group, and the portal lists it', async () => {
    const res = await editor(CONSOLE_API.categoryAdd, { pid: 44, name: '中藏药材' });
    const node = res.json().data;
    expect(node.pid).toBe(44);
    expect(node.id).toBeGreaterThan(205);
    expect((await children(44)).map((c) => c.name)).toContain('中藏药材');
    const display = (await tree()).find((g) => g.group === 'display_category')!;
    expect(display.nodes[0]!.children.map((c) => c.id)).toContain(node.id);
  });

  it('adds a top-level entry of an existing group only', async () => {
    const season = await editor(CONSOLE_API.categoryAdd, { pid: 0, group: 'season', name: '雨季' });
    expect(season.statusCode).toBe(200);
    const seasons = (await tree()).find((g) => g.group === 'season')!;
    expect(seasons.nodes.map((n) => n.name)).toContain('雨季');
    const invented = await editor(CONSOLE_API.categoryAdd, { pid: 0, group: 'secret', name: 'x' });
    expect(invented.json().msg).toBe('请选择分类组');
    const missingParent = await editor(CONSOLE_API.categoryAdd, { pid: 999999, name: 'x' });
    expect(missingParent.json()).toEqual({ code: 404, msg: '分类不存在', data: null });
  });

  it('renames without changing the id, and refuses a name a sibling has', async () => {
    const res = await editor(CONSOLE_API.categoryRename, { id: 183, name: '四川省（非试点）' });
    expect(res.json().data).toMatchObject({ id: 183, pid: 182, name: '四川省（非试点）' });
    expect((await children(182))[0]).toEqual(expect.objectContaining({ id: 183, name: '四川省（非试点）' }));
    const clash = await editor(CONSOLE_API.categoryRename, { id: 184, name: '青海省' });
    expect(clash.json()).toEqual({ code: 409, msg: '同级下已有同名分类', data: null });
    const same = await editor(CONSOLE_API.categoryRename, { id: 185, name: '青海省' });
    expect(same.statusCode).toBe(200);
    const empty = await editor(CONSOLE_API.categoryRename, { id: 185, name: '  ' });
    expect(empty.json().msg).toBe('请输入分类名称');
  });

  it('cannot change an id: extra fields are ignored', async () => {
    const res = await editor(CONSOLE_API.categoryRename, { id: 47, newId: 9999, pid: 0, name: '农产品' });
    expect(res.json().data).toMatchObject({ id: 47, pid: 44, name: '农产品' });
  });
});
