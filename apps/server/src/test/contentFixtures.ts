import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { articles, newsItems } from '../db/schema.js';

interface TestContent {
  title: string;
  minutesAgo?: number;
  published?: 0 | 1;
}

/** Test rows: published a given number of minutes ago unless told otherwise. */
function contentFields(values: TestContent) {
  return {
    title: values.title,
    intro: `${values.title}的摘要`,
    source: '测试来源',
    content: `<p>${values.title}的正文</p>`,
    published: values.published ?? 1,
    pubTime: new Date(Date.now() - (values.minutesAgo ?? 60) * 60_000),
  };
}

export async function addNews(db: Db, values: TestContent & { newType: number; isTop?: 0 | 1; zoneId?: number }) {
  const [row] = await db
    .insert(newsItems)
    .values({ ...contentFields(values), newType: values.newType, isTop: values.isTop ?? 0, zoneId: values.zoneId })
    .returning();
  return row!;
}

export async function addArticle(db: Db, values: TestContent & { articleType: number }) {
  const [row] = await db
    .insert(articles)
    .values({ ...contentFields(values), articleType: values.articleType })
    .returning();
  return row!;
}

/** A visitor's POST to a public content route: the status beside the envelope's fields. */
export async function visitorCall(app: FastifyInstance, url: string, payload: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, ...res.json() };
}

/** The titles of a page of news items or policies, in order. */
export const titlesOf = (page: { data: { title: string }[] }) => page.data.map((item) => item.title);
