import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_API,
  type ContentConsoleRow,
  type EnterpriseQueueRow,
  type Page,
  type PortalUserView,
} from '@jhy/contract';
import { addStaff, asStaff, staffToken } from '../../test/consoleStaff.js';
import { FIXED_TEST_CODES, signUpAndLogIn } from '../../test/portalUsers.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let admin: ReturnType<typeof asStaff>;

beforeAll(async () => {
  t = await createTestApp({ demo: true, env: FIXED_TEST_CODES });
  const member = await addStaff(t.db, 'demo_admin', 'admin');
  admin = asStaff(t.app, await staffToken(t.app, member.username, member.password));
}, 60_000);
afterAll(() => t.close());

describe('demo rows in the console', () => {
  it('marks the demo seed’s users, enterprises and articles as demo, and nothing a person made', async () => {
    const real = await signUpAndLogIn(t.app);
    const editorNews = await admin(CONSOLE_API.contentNewsSave, {
      new_type: 0,
      title: '真实资讯',
      content: '<p>正文</p>',
    });
    expect(editorNews.json().code).toBe(200);

    const users = (await admin(CONSOLE_API.userList, { limit: 50 })).json().data as Page<PortalUserView>;
    const demoOfUser = (mobile: string) => users.data.filter((u) => u.mobile === mobile).map((u) => u.demo);
    expect(demoOfUser(real.mobile)).toEqual([false]);
    expect(demoOfUser('13997100088')).toEqual([true]);

    const queue = (await admin(CONSOLE_API.enterpriseQueue, { limit: 20 })).json().data as Page<EnterpriseQueueRow>;
    expect(queue.data.length).toBeGreaterThan(0);
    expect(queue.data.every((row) => row.demo)).toBe(true);

    const news = (await admin(CONSOLE_API.contentNewsList, { limit: 100 })).json().data as {
      data: ContentConsoleRow[];
    };
    expect(news.data.filter((row) => row.title === '真实资讯').map((row) => row.demo)).toEqual([false]);
    expect(news.data.filter((row) => row.title !== '真实资讯').every((row) => row.demo)).toBe(true);
    const policies = (await admin(CONSOLE_API.contentArticleList, { limit: 20 })).json().data as {
      data: ContentConsoleRow[];
    };
    expect(policies.data.length).toBeGreaterThan(0);
    expect(policies.data.every((row) => row.demo)).toBe(true);
  });
});
