import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  CONSOLE_API,
  CONSOLE_TOKEN_HEADER,
  type ArticleConsoleDetail,
  type ArticleListItem,
  type BannerItem,
  type ContentConsoleRow,
  type Envelope,
  type HomeNoticeAnswer,
  type NewsConsoleDetail,
  type Page,
  type SysConfigEntry,
  type UploadedFileEntry,
} from '@jhy/contract';
import { auditLog, newsItems } from '../../../db/schema.js';
import { addStaff, asStaff, createConsoleTestApp, staffToken } from '../../../test/consoleStaff.js';
import { multipartBody } from '../../../test/multipart.js';
import { sampleFiles } from '../../../test/sampleFiles.js';
import type { TestApp } from '../../../test/testApp.js';
import { addNews } from '../../../test/contentFixtures.js';

let t: TestApp;
let editor: ReturnType<typeof asStaff>;
let reviewer: ReturnType<typeof asStaff>;
let editorToken: string;

beforeAll(async () => {
  t = await createConsoleTestApp();
  const e = await addStaff(t.db, 'editor_li', 'editor');
  const r = await addStaff(t.db, 'reviewer_wang', 'reviewer');
  editorToken = await staffToken(t.app, e.username, e.password);
  editor = asStaff(t.app, editorToken);
  reviewer = asStaff(t.app, await staffToken(t.app, r.username, r.password));
});
afterAll(() => t.close());

/**
 * The answer's envelope and HTTP status. `T` is what `data` holds on success, as the contract
 * describes it to a client; a call the test expects refused leaves it `unknown`.
 */
const json = async <T = unknown>(res: Promise<LightMyRequestResponse>): Promise<Envelope<T> & { status: number }> => {
  const answer = await res;
  return { status: answer.statusCode, ...answer.json<Envelope<T>>() };
};
const publicCall = async <T = unknown>(url: string, payload: Record<string, unknown> = {}) =>
  (await t.app.inject({ method: 'POST', url, payload })).json<Envelope<T>>();
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const newsCount = async () => (await t.db.select({ n: count() }).from(newsItems))[0]!.n;
/** The actions audited on one record, in the order they happened (PostgreSQL promises no order without ORDER BY). */
const auditOf = (targetType: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.map((row) => row.action));

const draft = {
  new_type: 0,
  title: '控排企业配额清缴工作座谈会召开',
  intro: '座谈会摘要',
  source: '交易中心',
  content: '<p>正文</p>',
};

describe('news editor', () => {
  it('lets an editor publish a news item that visitors then see on the home page, one audit entry a change', async () => {
    const created = await json<NewsConsoleDetail>(editor(CONSOLE_API.contentNewsSave, draft));
    expect(created).toMatchObject({ status: 200, msg: '保存成功', data: { published: 0, title: draft.title } });
    const id = created.data.id;
    expect((await publicCall<HomeNoticeAnswer>('/index/index/homeNotice')).data.news.data).toHaveLength(0);
    expect((await publicCall('/index/news/show', { id })).code).toBe(404);

    expect(await json(editor(CONSOLE_API.contentNewsPublish, { id, published: 1 }))).toMatchObject({
      status: 200,
      msg: '已发布',
    });
    expect((await publicCall<HomeNoticeAnswer>('/index/index/homeNotice')).data.news.data[0]?.title).toBe(draft.title);

    expect(await json(editor(CONSOLE_API.contentNewsPublish, { id, published: 0 }))).toMatchObject({ msg: '已下线' });
    expect((await publicCall('/index/news/show', { id })).code).toBe(404);

    expect(await json(editor(CONSOLE_API.contentNewsDelete, { id }))).toMatchObject({ status: 200, msg: '已删除' });
    expect((await json(editor(CONSOLE_API.contentNewsDetail, { id }))).status).toBe(404);
    expect(await auditOf('news', id)).toEqual(['news.create', 'news.publish', 'news.unpublish', 'news.delete']);
  });

  it('answers repeated public calls from memory until an editor saves', async () => {
    const search = { new_type: 21, keyword: '缓存验证' };
    const total = async () => (await publicCall<Page<unknown>>('/index/news/index', search)).data.total;
    expect(await total()).toBe(0);
    // A row written behind the editors' back (another process, a script) is not seen at once…
    await addNews(t.db, { newType: 21, title: '缓存验证：三江源动态' });
    expect(await total()).toBe(0);
    // …but any editor change drops every kept answer.
    const { data } = await json<NewsConsoleDetail>(editor(CONSOLE_API.contentNewsSave, draft));
    await json(editor(CONSOLE_API.contentNewsDelete, { id: data.id }));
    expect(await total()).toBe(1);
  });

  it('records the staff member and the before and after of an edit', async () => {
    const { data } = await json<NewsConsoleDetail>(editor(CONSOLE_API.contentNewsSave, draft));
    await json(editor(CONSOLE_API.contentNewsSave, { ...draft, id: data.id, title: '改过的标题', pub_time: '' }));
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'news.update'));
    expect(entry).toMatchObject({ staffName: 'editor_li', targetId: String(data.id) });
    expect(entry!.before).toMatchObject({ title: draft.title, contentLength: 9 });
    expect(entry!.after).toMatchObject({ title: '改过的标题' });
    // Saved with an empty time, an edited item keeps the one it had.
    expect((await json<NewsConsoleDetail>(editor(CONSOLE_API.contentNewsDetail, { id: data.id }))).data.pub_time).toBe(
      data.pub_time,
    );
  });

  it('sanitizes the body on save', async () => {
    const { data } = await json<NewsConsoleDetail>(
      editor(CONSOLE_API.contentNewsSave, {
        ...draft,
        content: '<p onclick="x()">正文</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>',
      }),
    );
    expect(data.content).toBe('<p>正文</p><a>链接</a>');
    const [row] = await t.db.select().from(newsItems).where(eq(newsItems.id, data.id));
    expect(row!.content).not.toMatch(/script|onclick|javascript/);
  });

  it('schedules publication by pub_time (China time)', async () => {
    const { data } = await json<NewsConsoleDetail>(
      editor(CONSOLE_API.contentNewsSave, {
        ...draft,
        title: '明年的新闻',
        published: 1,
        pub_time: '2099-01-01 09:00:00',
      }),
    );
    expect(data.pub_time).toBe('2099-01-01 09:00:00');
    expect((await publicCall('/index/news/show', { id: data.id })).code).toBe(404);
    const bad = await json(editor(CONSOLE_API.contentNewsSave, { ...draft, pub_time: '2026-02-30 10:00:00' }));
    expect(bad).toMatchObject({ status: 400, msg: '发布时间格式应为 yyyy-MM-dd HH:mm:ss' });
  });

  it('refuses bad input with the rule message and changes nothing', async () => {
    const before = await auditCount();
    const rowsBefore = await newsCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...draft, title: '  ' }, '请输入标题'],
      [{ ...draft, new_type: 99 }, '请选择类型'],
      [{ ...draft, img_path: 'https://evil.example/x.png' }, '文件地址无效'],
      [{ ...draft, img_path: '/uploads/../../etc/passwd' }, '文件地址无效'],
      [{ ...draft, new_type: -1 }, '请上传轮播图片'],
      [
        {
          ...draft,
          new_type: -1,
          img_path: '/uploads/demo/content/banner-grassland.jpg',
          add_way: 13,
          link: 'javascript:alert(1)',
        },
        '请输入以 http:// 或 https:// 开头的链接地址',
      ],
      [
        { ...draft, new_type: -1, img_path: '/uploads/demo/content/banner-grassland.jpg', add_way: 14 },
        '请上传 PDF 文件',
      ],
    ];
    for (const [payload, msg] of cases)
      expect(await json(editor(CONSOLE_API.contentNewsSave, payload)), msg).toMatchObject({ status: 400, msg });
    expect(await json(editor(CONSOLE_API.contentNewsSave, { ...draft, id: 987654 }))).toMatchObject({ status: 404 });
    expect(await auditCount()).toBe(before);
    expect(await newsCount()).toBe(rowsBefore);
  });

  it('keeps a banner’s link only for add_way 13 and clears it for other items', async () => {
    const banner = await json<NewsConsoleDetail>(
      editor(CONSOLE_API.contentNewsSave, {
        ...draft,
        new_type: -1,
        img_path: '/uploads/demo/content/banner-grassland.jpg',
        add_way: 13,
        link: '#/main/TradingCenter',
        published: 1,
      }),
    );
    expect(banner.data).toMatchObject({ add_way: 13, link: '#/main/TradingCenter', pdf_file: '' });
    expect((await publicCall<Page<BannerItem>>('/index/index/homePage')).data.data[0]).toMatchObject({
      add_way: 13,
      link: '#/main/TradingCenter',
    });
    const news = await json<NewsConsoleDetail>(
      editor(CONSOLE_API.contentNewsSave, { ...draft, add_way: 13, link: 'https://example.com' }),
    );
    expect(news.data).toMatchObject({ add_way: 0, link: '' });
  });

  it('lists drafts too, by type list, publication state and keyword', async () => {
    await json(editor(CONSOLE_API.contentNewsSave, { ...draft, new_type: 11, title: '编辑台通知草稿' }));
    const notices = await json<Page<ContentConsoleRow>>(
      editor(CONSOLE_API.contentNewsList, { new_type: '11', published: 0 }),
    );
    expect(notices.data.data.map((row) => row.title)).toContain('编辑台通知草稿');
    const found = await json<Page<ContentConsoleRow>>(
      editor(CONSOLE_API.contentNewsList, { new_type: '0,20,21,22', keyword: '座谈会' }),
    );
    expect(found.data.total).toBeGreaterThan(0);
    expect(found.data.data.every((row) => [0, 20, 21, 22].includes(row.type))).toBe(true);
  });

  it('keeps every row in its place when one is taken down (newest publication first)', async () => {
    const ids: number[] = [];
    for (const title of ['排序核对甲', '排序核对乙', '排序核对丙']) {
      const saved = await json<NewsConsoleDetail>(editor(CONSOLE_API.contentNewsSave, { ...draft, title }));
      ids.push(saved.data.id);
      await json(editor(CONSOLE_API.contentNewsPublish, { id: saved.data.id, published: 1 }));
    }
    const order = async () =>
      (await json<Page<ContentConsoleRow>>(editor(CONSOLE_API.contentNewsList, { keyword: '排序核对' }))).data.data.map(
        (row) => row.id,
      );
    expect(await order()).toEqual([...ids].reverse());
    await json(editor(CONSOLE_API.contentNewsPublish, { id: ids[0], published: 0 }));
    expect(await order()).toEqual([...ids].reverse());
  });

  it('refuses a reviewer (403) and a visitor without a staff token (401)', async () => {
    expect((await json(reviewer(CONSOLE_API.contentNewsSave, draft))).status).toBe(403);
    expect((await json(reviewer(CONSOLE_API.contentNewsList))).status).toBe(403);
    expect((await json(asStaff(t.app, undefined)(CONSOLE_API.contentNewsSave, draft))).status).toBe(401);
    const portalToken = await json(
      t.app.inject({ method: 'POST', url: CONSOLE_API.contentNewsList, headers: { token: editorToken } }),
    );
    expect(portalToken.status).toBe(401);
  });
});

describe('policy editor', () => {
  it('creates, publishes, finds and deletes a policy, each change audited', async () => {
    const created = await json<ArticleConsoleDetail>(
      editor(CONSOLE_API.contentArticleSave, {
        article_type: 10,
        title: '果洛州草原碳汇项目管理办法',
        content: '<p>正文</p>',
      }),
    );
    const id = created.data.id;
    const publicPolicies = (query: Record<string, unknown>) =>
      publicCall<Page<ArticleListItem>>('/index/Articles/index', query);
    expect((await publicPolicies({ keyword: '草原碳汇' })).data.total).toBe(0);
    await json(editor(CONSOLE_API.contentArticlePublish, { id, published: 1 }));
    expect((await publicPolicies({ keyword: '草原碳汇', article_type: 10 })).data.data[0]?.id).toBe(id);
    const editorList = await json<Page<ContentConsoleRow>>(
      editor(CONSOLE_API.contentArticleList, { article_type: 10, keyword: '草原' }),
    );
    expect(editorList.data.total).toBe(1);
    await json(editor(CONSOLE_API.contentArticleDelete, { id }));
    expect((await publicCall('/index/articles/show', { id })).code).toBe(404);
    expect(await auditOf('article', id)).toEqual(['article.create', 'article.publish', 'article.delete']);
  });

  it('refuses a policy of an unknown type', async () => {
    expect(await json(editor(CONSOLE_API.contentArticleSave, { article_type: 0, title: '标题' }))).toMatchObject({
      status: 400,
      msg: '请选择类型',
    });
  });
});

describe('editor uploads', () => {
  const upload = (filename: string, content: Buffer, token: string | null = editorToken) => {
    const body = multipartBody([{ filename, content }]);
    return json<UploadedFileEntry>(
      t.app.inject({
        method: 'POST',
        url: CONSOLE_API.contentUpload,
        payload: body.payload,
        headers: { ...body.headers, ...(token ? { [CONSOLE_TOKEN_HEADER]: token } : {}) },
      }),
    );
  };

  it('stores a picture and a PDF under random names and serves them', async () => {
    const image = await upload('草原.png', await sampleFiles.png());
    expect(image).toMatchObject({ status: 200, data: { name: '草原.png' } });
    expect(image.data.src).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: image.data.src })).statusCode).toBe(200);
    const pdf = await upload('规则.pdf', await sampleFiles.pdf());
    expect(pdf.data.src).toMatch(/\.pdf$/);
  });

  it('refuses other types, disguised files and visitors', async () => {
    expect(await upload('x.svg', Buffer.from('<svg onload="alert(1)"/>'))).toMatchObject({
      status: 400,
      msg: '仅支持 jpg、jpeg、png、gif 图片或 pdf 文件',
    });
    expect(await upload('x.png', await sampleFiles.html())).toMatchObject({
      status: 400,
      msg: '文件内容与扩展名不符，请上传真实的文件',
    });
    expect((await upload('x.png', await sampleFiles.png(), null)).status).toBe(401);
  });
});

describe('about us through system configuration', () => {
  it('lets an editor change about_us, sanitized, and the portal reads it', async () => {
    const res = await json(
      editor(CONSOLE_API.sysConfigUpdate, { name: 'about_us', content: '<p>新的介绍</p><img src=x onerror=alert(1)>' }),
    );
    expect(res.status).toBe(200);
    const { data } = await publicCall<SysConfigEntry>('/index/Common/sysConfig', { key: 'about_us' });
    expect(data.content).toBe('<p>新的介绍</p><img src="x" />');
  });
});
