import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { tabForComeFrom } from '../portal/accounts/myAccount/accountTabs';
import { personalCenterFirstQuery, personalCenterTabs } from './personalCenterTabs';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('the personal center tabs the app gathers from the features', () => {
  it('asks the first query of the tab the address names, none for a tab that declares none', async () => {
    const keyOf = async (search: string) => (await personalCenterFirstQuery(new URLSearchParams(search)))?.queryKey;
    expect(await keyOf('tab=messages')).toEqual(['messages', 'list', 1]);
    expect(await keyOf('tab=bidding')).toEqual(['bidding', 'mine', 1, {}]);
    expect(await keyOf('tab=account')).toBeUndefined();
    expect(await keyOf('')).toBeUndefined();
  });

  it('lists them in the product order, with their keys and labels', () => {
    expect(personalCenterTabs.map(({ key, label }) => [key, label])).toEqual([
      ['account', '我的账户'],
      ['enterprises', '我的企业'],
      ['listings', '产品挂牌信息'],
      ['certification', '产品认证申请'],
      ['messages', '消息中心'],
      ['bidding', '我的报名与竞价'],
      ['deals', '我的成交'],
    ]);
  });

  it.each([
    ['addCompany', STORAGE_KEYS.flagAddCompany, 'enterprises'],
    ['productForm', STORAGE_KEYS.flagProductForm, 'listings'],
    ['applyForm', STORAGE_KEYS.flagApplyForm, 'certification'],
  ])('keeps the comeFrom rule: comeFrom=%s opens its tab when its flag is 1', (comeFrom, flag, tab) => {
    expect(tabForComeFrom(personalCenterTabs, comeFrom, storageWith({ [flag]: '1' }))).toBe(tab);
    expect(tabForComeFrom(personalCenterTabs, comeFrom, storageWith({}))).toBe('account');
  });
});

const portal = path.resolve(import.meta.dirname, '../portal');
const accounts = path.join(portal, 'accounts');

/** Every file of a folder, at any depth. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );

/** The other portal features a file's code imports (static, type-only, re-exported or lazy), by folder name. */
function featuresImportedBy(file: string, code = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)];
  return specifiers
    .map(([, specifier]) => path.relative(portal, path.resolve(path.dirname(file), specifier!)))
    .filter((target) => !target.startsWith('..') && !path.isAbsolute(target))
    .map((target) => target.split(path.sep)[0]!)
    .filter((feature) => feature !== 'accounts' && feature !== 'shared');
}

describe('portal/accounts', () => {
  it('imports no other portal feature: the personal center gets its tabs from the app', () => {
    const imports = filesUnder(accounts)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) => featuresImportedBy(file).map((feature) => `${path.relative(accounts, file)} → ${feature}`));
    // The header's menu shows the unread count of the message center, through messages' index.
    expect(imports).toEqual(['header/HeaderUserMenu.tsx → messages']);
  });

  it('would be caught importing one, lazily or for a type only', () => {
    const fixture = path.join(accounts, 'myAccount', 'Fixture.tsx');
    const code =
      "import type { X } from '../../bidding';\nimport { y } from '../accountPaths';\nconst load = () => import('../../pilot/Page');\n";
    expect(featuresImportedBy(fixture, code)).toEqual(['bidding', 'pilot']);
  });
});
