import { and, count, eq, ilike } from 'drizzle-orm';
import {
  contentMessages,
  type ArticleConsoleDetail,
  type ArticleSaveInput,
  type ContentConsoleRow,
} from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { articles } from '../../../db/schema.js';
import { formatChinaDateTime } from '../../../infra/chinaTime.js';
import { notFound } from '../../../infra/errors.js';
import { descIndexed } from '../../../infra/indexOrder.js';
import { likeContains } from '../../../infra/likePattern.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { withAudit, type AuditActor } from '../../console/audit/withAudit.js';
import type { ArticleRow } from '../articleRepository.js';
import { contentSnapshot } from './contentSnapshot.js';
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
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(descIndexed(articles.updatedAt), descIndexed(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { total: totals?.total ?? 0, page: query.page, limit: query.limit, data: rows.map(toConsoleRow) };
}

export async function findArticleForConsole(db: Db, id: number): Promise<ArticleConsoleDetail> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound(contentMessages.notFound);
  return toConsoleDetail(row);
}

/** Creates (no id) or updates a policy; the body is sanitized here, whatever the page sent. */
export function saveArticle(db: Db, actor: AuditActor, input: ArticleSaveInput): Promise<ArticleConsoleDetail> {
  const values = {
    articleType: input.article_type,
    title: input.title,
    intro: input.intro,
    source: input.source,
    content: sanitizeHtml(input.content),
    imgPath: input.img_path,
    published: input.published,
    // Empty: now for a new policy; an edited one keeps its time.
    pubTime: input.pub_time ? publicationTime(input.pub_time) : undefined,
  };
  if (input.id === undefined) {
    return withAudit(db, actor, { action: 'article.create', targetType: 'article' }, async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({ ...values, pubTime: values.pubTime ?? new Date(), createdBy: actor.id })
        .returning();
      return { before: null, after: contentSnapshot(row!), targetId: row!.id, result: toConsoleDetail(row!) };
    });
  }
  const id = input.id;
  return withAudit(db, actor, { action: 'article.update', targetType: 'article', targetId: id }, async (tx) => {
    const before = await lockArticle(tx, id);
    const [row] = await tx
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    return { before: contentSnapshot(before), after: contentSnapshot(row!), result: toConsoleDetail(row!) };
  });
}

export function setArticlePublished(db: Db, actor: AuditActor, id: number, published: number) {
  const action = published ? 'article.publish' : 'article.unpublish';
  return withAudit(db, actor, { action, targetType: 'article', targetId: id }, async (tx) => {
    const before = await lockArticle(tx, id);
    const [row] = await tx
      .update(articles)
      .set({ published, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    return {
      before: { published: before.published },
      after: { published: row!.published, title: row!.title },
      result: toConsoleDetail(row!),
    };
  });
}

export function deleteArticle(db: Db, actor: AuditActor, id: number) {
  return withAudit(db, actor, { action: 'article.delete', targetType: 'article', targetId: id }, async (tx) => {
    const before = await lockArticle(tx, id);
    await tx.delete(articles).where(eq(articles.id, id));
    return { before: contentSnapshot(before), after: null, result: { id } };
  });
}

async function lockArticle(tx: Db, id: number): Promise<ArticleRow> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  if (!row) throw notFound(contentMessages.notFound);
  return row;
}

function toConsoleRow(row: ArticleRow): ContentConsoleRow {
  return {
    id: row.id,
    title: row.title,
    type: row.articleType,
    published: row.published,
    is_top: 0,
    add_way: 0,
    img_path: row.imgPath,
    pub_time: formatChinaDateTime(row.pubTime),
    update_time: formatChinaDateTime(row.updatedAt),
  };
}

function toConsoleDetail(row: ArticleRow): ArticleConsoleDetail {
  return {
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
  };
}
