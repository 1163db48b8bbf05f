import { describe, expect, it } from 'vitest';
import { CONSOLE_MENU_GROUPS, consolePages, type ConsoleMenuGroup } from './consolePages';

describe('the console pages each feature lists (<feature>/pages.tsx), gathered by consolePages.tsx', () => {
  it('keeps every page, its path and its permission, in the menu order', () => {
    const inMenuOrder = (Object.keys(CONSOLE_MENU_GROUPS) as ConsoleMenuGroup[]).flatMap((group) =>
      consolePages.filter((page) => page.menu?.group === group),
    );
    expect(consolePages.filter((page) => !page.menu)).toEqual([]);
    expect(inMenuOrder.map((page) => `${page.menu!.group} ${page.path} ${page.permission} ${page.title}`)).toEqual([
      'work dashboard dashboard.view 工作台',
      'review review/enterprises review.decide 企业认证',
      'review review/listings review.decide 挂牌项目审核',
      'review review/certification review.decide 产品认证受理',
      'review review/registrations review.decide 意向受让资格确认',
      'review review/displayProducts review.decide 展示产品审核',
      'trading listings/operations listings.operate 挂牌项目运营',
      'trading trading/auctions review.decide 网络竞价',
      'trading trading/deposits review.decide 保证金台账',
      'content content/news content.edit 资讯管理',
      'content content/notices content.edit 通知公告',
      'content content/policies content.edit 政策法规',
      'content content/banners content.edit 首页轮播',
      'content content/organisations content.edit 认证机构',
      'content content/zones content.edit 专区管理',
      'system staff staff.manage 员工管理',
      'system users users.view 门户用户',
      'system sysconfig sysConfig.edit 系统配置',
      'system categories categories.edit 分类管理',
      'system sms sms.view 短信发件箱',
      'system audit audit.view 审计日志',
    ]);
  });
});
