import { describe, expect, it } from 'vitest';
import { consoleMenuFor, consolePages } from './consolePages';

const menuTitles = (role: 'admin' | 'reviewer' | 'editor') =>
  consoleMenuFor(role).flatMap((section) => section.pages.map((page) => page.title));

describe('console menu', () => {
  it('shows an admin every system page', () => {
    expect(menuTitles('admin')).toEqual(
      expect.arrayContaining(['工作台', '员工管理', '门户用户', '系统配置', '分类管理', '短信发件箱', '审计日志']),
    );
  });

  it('shows a reviewer the dashboard and portal users, never staff, configuration or the audit log', () => {
    const titles = menuTitles('reviewer');
    expect(titles).toEqual(expect.arrayContaining(['工作台', '门户用户']));
    for (const hidden of ['员工管理', '系统配置', '分类管理', '短信发件箱', '审计日志'])
      expect(titles).not.toContain(hidden);
  });

  it('shows an editor configuration and categories, never staff, users or review queues', () => {
    const titles = menuTitles('editor');
    expect(titles).toEqual(expect.arrayContaining(['工作台', '系统配置', '分类管理']));
    for (const hidden of ['员工管理', '门户用户', '审计日志']) expect(titles).not.toContain(hidden);
    expect(consoleMenuFor('editor').map((section) => section.group)).not.toContain('review');
  });

  it('shows the listing review queue to reviewers and the listing operations to admins only', () => {
    expect(menuTitles('reviewer')).toContain('挂牌项目审核');
    expect(menuTitles('reviewer')).not.toContain('挂牌项目运营');
    expect(menuTitles('admin')).toEqual(expect.arrayContaining(['挂牌项目审核', '挂牌项目运营']));
    expect(menuTitles('editor')).not.toContain('挂牌项目运营');
  });

  it('gives every page a distinct path', () => {
    const paths = consolePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
