import { and, eq, ilike } from 'drizzle-orm';
import type { ArticleConsoleDetail, ArticleSaveInput } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { readPage } from '../../../db/paging.js';
import { articles } from '../../../db/schema.js';
import { formatChinaDateTime } from '../../../infra/chinaTime.js';
import { descIndexed } from '../../../infra/indexOrder.js';
import { likeContains } from '../../../infra/likePattern.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import type { AuditActor } from '../../console/audit/withAudit.js';
import type { ArticleRow } from '../articleRepository.js';
import {
  deleteContent,
  findContentForConsole,
  saveContent,
  setContentPublished,
  toContentConsoleRow,
  type ContentKind,
} from './contentEditing.js';
import { publicationTime } from './publicationTime.js';

/** The console's policy list: drafts included, the latest edit first. */
export async function listArticlesForConsole(
  db: Db,
  query: { page: number; limit: number; keyword: string; published?: number; article_type?: number },
) {
  const where = and(
    query.article_type === undefined ? undefined : eq(articles.articleType, query.article_type),
    query.published === undefined ? undefined : eq(articles.published, query.published),
    query.keyword ? ilike(articles.title, likeContains(query.keyword)) : undefined,
  );
  const select = db
    .select()
    .from(articles)
    .where(where)
    .orderBy(descIndexed(articles.updatedAt), descIndexed(articles.id));
  const { rows, total } = await readPage(select, db.$count(articles, where), query);
  return {
    total,
    page: query.page,
    limit: query.limit,
    data: rows.map((row) => toContentConsoleRow(row, row.articleType)),
  };
}

export const findArticleForConsole = (db: Db, id: number) => findContentForConsole(policyKind, db, id);

/** Creates (no id) or updates a policy; the body is sanitized here, whatever the page sent. */
export function saveArticle(db: Db, actor: AuditActor, input: ArticleSaveInput): Promise<ArticleConsoleDetail> {
  return saveContent(policyKind, db, actor, input.id, articleValues(input));
}

function articleValues(input: ArticleSaveInput) {
  return {
    articleType: input.article_type,
    title: input.title,
    intro: input.intro,
    source: input.source,
    content: sanitizeHtml(input.content),
    imgPath: input.img_path,
    published: input.published,
    pubTime: input.pub_time ? publicationTime(input.pub_time) : undefined,
  };
}

export const setArticlePublished = (db: Db, actor: AuditActor, id: number, published: number) =>
  setContentPublished(policyKind, db, actor, id, published);

export const deleteArticle = (db: Db, actor: AuditActor, id: number) => deleteContent(policyKind, db, actor, id);

const policyKind: ContentKind<ArticleRow, ReturnType<typeof articleValues>, ArticleConsoleDetail> = {
  targetType: 'article',
  read: async (db, id) => (await db.select().from(articles).where(eq(articles.id, id)))[0],
  lock: async (tx, id) => (await tx.select().from(articles).where(eq(articles.id, id)).for('update'))[0],
  insert: async (tx, values) => (await tx.insert(articles).values(values).returning())[0]!,
  update: async (tx, id, values) =>
    (
      await tx
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(articles.id, id))
        .returning()
    )[0]!,
  remove: async (tx, id) => {
    await tx.delete(articles).where(eq(articles.id, id));
  },
  toDetail: (row) => ({
    id: row.id,
    article_type: row.articleType,
    title: row.title,
    intro: row.intro,
    source: row.source,
    content: row.content,
    img_path: row.imgPath,
    published: row.published,
    pub_time: formatChinaDateTime(row.pubTime),
    update_time: formatChinaDateTime(row.updatedAt),
  }),
};
