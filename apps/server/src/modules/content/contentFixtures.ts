import type { Db } from '../../db/client.js';
import { articles, newsItems } from '../../db/schema.js';

/** Test rows: published a given number of minutes ago unless told otherwise. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export async function addNews(
  db: Db,
  values: { newType: number; title: string; minutesAgo?: number; published?: 0 | 1; isTop?: 0 | 1; zoneId?: number },
) {
  const [row] = await db
    .insert(newsItems)
    .values({
      newType: values.newType,
      title: values.title,
      intro: `${values.title}的摘要`,
      source: '测试来源',
      content: `<p>${values.title}的正文</p>`,
      published: values.published ?? 1,
      isTop: values.isTop ?? 0,
      zoneId: values.zoneId,
      pubTime: minutesAgo(values.minutesAgo ?? 60),
    })
    .returning();
  return row!;
}

export async function addArticle(
  db: Db,
  values: { articleType: number; title: string; minutesAgo?: number; published?: 0 | 1 },
) {
  const [row] = await db
    .insert(articles)
    .values({
      articleType: values.articleType,
      title: values.title,
      intro: `${values.title}的摘要`,
      source: '测试来源',
      content: `<p>${values.title}的正文</p>`,
      published: values.published ?? 1,
      pubTime: minutesAgo(values.minutesAgo ?? 60),
    })
    .returning();
  return row!;
}
