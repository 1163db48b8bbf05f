import { and, count, eq, ilike, inArray } from 'drizzle-orm';
import { contentMessages, type ContentConsoleRow, type NewsConsoleDetail, type NewsSaveInput } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { newsItems } from '../../../db/schema.js';
import { formatChinaDateTime } from '../../../infra/chinaTime.js';
import { notFound } from '../../../infra/errors.js';
import { descIndexed } from '../../../infra/indexOrder.js';
import { likeContains } from '../../../infra/likePattern.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { withAudit, type AuditActor } from '../../console/audit/withAudit.js';
import type { NewsRow } from '../newsRepository.js';
import { contentSnapshot } from './contentSnapshot.js';
import { publicationTime } from './publicationTime.js';

/** The console's list: every item of the chosen types, drafts included, the latest edit first. */
export async function listNewsForConsole(
  db: Db,
  query: { page: number; limit: number; keyword: string; published?: number; new_type?: number[] },
) {
  const where = and(
    query.new_type?.length ? inArray(newsItems.newType, query.new_type) : undefined,
    query.published === undefined ? undefined : eq(newsItems.published, query.published),
    query.keyword ? ilike(newsItems.title, likeContains(query.keyword)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsItems)
      .where(where)
      .orderBy(descIndexed(newsItems.updatedAt), descIndexed(newsItems.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(newsItems).where(where),
  ]);
  return { total: totals?.total ?? 0, page: query.page, limit: query.limit, data: rows.map(toConsoleRow) };
}

export async function findNewsForConsole(db: Db, id: number): Promise<NewsConsoleDetail> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  if (!row) throw notFound(contentMessages.notFound);
  return toConsoleDetail(row);
}

/** Creates (no id) or updates a news item; the body is sanitized here, whatever the page sent. */
export function saveNews(db: Db, actor: AuditActor, input: NewsSaveInput): Promise<NewsConsoleDetail> {
  const values = {
    newType: input.new_type,
    title: input.title,
    intro: input.intro,
    source: input.source,
    content: sanitizeHtml(input.content),
    imgPath: input.img_path,
    homeImg: input.home_img,
    addWay: input.add_way,
    link: input.link,
    pdfFile: input.pdf_file,
    isTop: input.is_top,
    zoneId: input.zone_id ?? null,
    published: input.published,
    // Empty: now for a new item; an edited one keeps its time.
    pubTime: input.pub_time ? publicationTime(input.pub_time) : undefined,
  };
  if (input.id === undefined) {
    return withAudit(db, actor, { action: 'news.create', targetType: 'news' }, async (tx) => {
      const [row] = await tx
        .insert(newsItems)
        .values({ ...values, pubTime: values.pubTime ?? new Date(), createdBy: actor.id })
        .returning();
      return { before: null, after: contentSnapshot(row!), targetId: row!.id, result: toConsoleDetail(row!) };
    });
  }
  const id = input.id;
  return withAudit(db, actor, { action: 'news.update', targetType: 'news', targetId: id }, async (tx) => {
    const before = await lockNews(tx, id);
    const [row] = await tx
      .update(newsItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(newsItems.id, id))
      .returning();
    return { before: contentSnapshot(before), after: contentSnapshot(row!), result: toConsoleDetail(row!) };
  });
}

/** Publishes or takes down an item. Publishing a draft whose time has passed keeps that time. */
export function setNewsPublished(db: Db, actor: AuditActor, id: number, published: number) {
  const action = published ? 'news.publish' : 'news.unpublish';
  return withAudit(db, actor, { action, targetType: 'news', targetId: id }, async (tx) => {
    const before = await lockNews(tx, id);
    const [row] = await tx
      .update(newsItems)
      .set({ published, updatedAt: new Date() })
      .where(eq(newsItems.id, id))
      .returning();
    return {
      before: { published: before.published },
      after: { published: row!.published, title: row!.title },
      result: toConsoleDetail(row!),
    };
  });
}

export function deleteNews(db: Db, actor: AuditActor, id: number) {
  return withAudit(db, actor, { action: 'news.delete', targetType: 'news', targetId: id }, async (tx) => {
    const before = await lockNews(tx, id);
    await tx.delete(newsItems).where(eq(newsItems.id, id));
    return { before: contentSnapshot(before), after: null, result: { id } };
  });
}

async function lockNews(tx: Db, id: number): Promise<NewsRow> {
  const [row] = await tx.select().from(newsItems).where(eq(newsItems.id, id)).for('update');
  if (!row) throw notFound(contentMessages.notFound);
  return row;
}

function toConsoleRow(row: NewsRow): ContentConsoleRow {
  return {
    id: row.id,
    title: row.title,
    type: row.newType,
    published: row.published,
    is_top: row.isTop,
    add_way: row.addWay,
    img_path: row.imgPath,
    pub_time: formatChinaDateTime(row.pubTime),
    update_time: formatChinaDateTime(row.updatedAt),
  };
}

function toConsoleDetail(row: NewsRow): NewsConsoleDetail {
  return {
    id: row.id,
    new_type: row.newType,
    title: row.title,
    intro: row.intro,
    source: row.source,
    content: row.content,
    img_path: row.imgPath,
    home_img: row.homeImg,
    add_way: row.addWay,
    link: row.link,
    pdf_file: row.pdfFile,
    is_top: row.isTop,
    zone_id: row.zoneId,
    published: row.published,
    pub_time: formatChinaDateTime(row.pubTime),
    update_time: formatChinaDateTime(row.updatedAt),
  };
}
