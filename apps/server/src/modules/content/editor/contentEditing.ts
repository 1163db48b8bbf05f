import { contentMessages, type ContentConsoleRow, type EditedArticle, type Page } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { formatChinaDateTime } from '../../../infra/chinaTime.js';
import { notFound } from '../../../infra/errors.js';
import { withAudit, type AuditActor } from '../../audit/withAudit.js';
import { sanitizeHtml } from '../../../infra/sanitizeHtml.js';
import { contentSnapshot } from './contentSnapshot.js';
import { publicationTime } from './publicationTime.js';

/** What the editing steps read of any content row, news item or policy alike. */
interface ContentRow {
  id: number;
  title: string;
  intro: string;
  source: string;
  content: string;
  imgPath: string;
  published: number;
  pubTime: Date;
  updatedAt: Date;
  demo: boolean;
}

/** What every kind's form sends alike: the edited fields of the contract, the publication time optional. */
type SharedContentInput = Pick<EditedArticle, 'title' | 'intro' | 'source' | 'content' | 'img_path' | 'published'> & {
  pub_time?: string | undefined;
};

/** The shared fields of a save as the row stores them: the body is sanitized here, whatever the page sent. */
export function sharedContentValues(input: SharedContentInput) {
  return {
    title: input.title,
    intro: input.intro,
    source: input.source,
    content: sanitizeHtml(input.content),
    imgPath: input.img_path,
    published: input.published,
    pubTime: input.pub_time ? publicationTime(input.pub_time) : undefined,
  };
}

/** The shared fields of a row as the console's form reads them, times in Beijing time. */
export function sharedContentDetail(row: ContentRow) {
  return {
    id: row.id,
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

/** The values of a save: empty `pubTime` means now for a new item, unchanged for an edited one. */
interface ContentValues {
  published: number;
  pubTime: Date | undefined;
}

/** The row operations of one content table, written by its editor repository. */
export interface ContentRows<Row, Insert> {
  read(db: Db, id: number): Promise<Row | undefined>;
  /** The row locked for the rest of the transaction. */
  lock(tx: Db, id: number): Promise<Row | undefined>;
  insert(tx: Db, values: Insert): Promise<Row>;
  /** Writes an edit or a publication change, and stamps the row's update time. */
  update(tx: Db, id: number, values: Partial<Insert>): Promise<Row>;
  remove(tx: Db, id: number): Promise<void>;
}

/**
 * A kind of content the console edits (news items, policies): its name in the audit log and the
 * few row operations that differ with its table. The editing steps themselves — one audit entry
 * a change, the snapshots it records, "not found" — are the same for every kind and live below.
 */
export interface ContentKind<Row extends ContentRow, Values extends ContentValues, Detail> {
  /** The audit entry's target type, also the prefix of its actions ('news.publish'). */
  targetType: 'news' | 'article';
  read(db: Db, id: number): Promise<Row | undefined>;
  /** The row locked for the rest of the transaction. */
  lock(tx: Db, id: number): Promise<Row | undefined>;
  insert(tx: Db, values: Values & { pubTime: Date; createdBy: number | null }): Promise<Row>;
  /** Writes an edit or a publication change, and stamps the row's update time. */
  update(tx: Db, id: number, values: Values | { published: number }): Promise<Row>;
  remove(tx: Db, id: number): Promise<void>;
  toDetail(row: Row): Detail;
}

export async function findContentForConsole<Row extends ContentRow, Values extends ContentValues, Detail>(
  kind: ContentKind<Row, Values, Detail>,
  db: Db,
  id: number,
): Promise<Detail> {
  return kind.toDetail(existingContent(await kind.read(db, id)));
}

/** The row an editing step names, or the editor's "not found" when there is none. */
function existingContent<Row>(row: Row | undefined): Row {
  if (!row) throw notFound(contentMessages.notFound);
  return row;
}

/** Creates (no id) or updates an item, with its audit entry. */
export function saveContent<Row extends ContentRow, Values extends ContentValues, Detail>(
  kind: ContentKind<Row, Values, Detail>,
  db: Db,
  actor: AuditActor,
  id: number | undefined,
  values: Values,
): Promise<Detail> {
  const { targetType } = kind;
  if (id === undefined) {
    return withAudit(db, actor, { action: `${targetType}.create`, targetType }, async (tx) => {
      const row = await kind.insert(tx, { ...values, pubTime: values.pubTime ?? new Date(), createdBy: actor.id });
      return { before: null, after: contentSnapshot(row), targetId: row.id, result: kind.toDetail(row) };
    });
  }
  return withAudit(db, actor, { action: `${targetType}.update`, targetType, targetId: id }, async (tx) => {
    const before = await lockContent(kind, tx, id);
    const row = await kind.update(tx, id, values);
    return { before: contentSnapshot(before), after: contentSnapshot(row), result: kind.toDetail(row) };
  });
}

/** Publishes or takes down an item. Publishing a draft whose time has passed keeps that time. */
export function setContentPublished<Row extends ContentRow, Values extends ContentValues, Detail>(
  kind: ContentKind<Row, Values, Detail>,
  db: Db,
  actor: AuditActor,
  id: number,
  published: number,
): Promise<Detail> {
  const { targetType } = kind;
  const action = published ? `${targetType}.publish` : `${targetType}.unpublish`;
  return withAudit(db, actor, { action, targetType, targetId: id }, async (tx) => {
    const before = await lockContent(kind, tx, id);
    const row = await kind.update(tx, id, { published });
    return {
      before: { published: before.published },
      after: { published: row.published, title: row.title },
      result: kind.toDetail(row),
    };
  });
}

export function deleteContent<Row extends ContentRow, Values extends ContentValues, Detail>(
  kind: ContentKind<Row, Values, Detail>,
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<{ id: number }> {
  const { targetType } = kind;
  return withAudit(db, actor, { action: `${targetType}.delete`, targetType, targetId: id }, async (tx) => {
    const before = await lockContent(kind, tx, id);
    await kind.remove(tx, id);
    return { before: contentSnapshot(before), after: null, result: { id } };
  });
}

/** How the console lists one kind: its repository's page (drafts included) and what toContentConsoleRow needs. */
export interface ContentConsoleList<Row, Query> {
  page(db: Db, query: Query): Promise<{ rows: Row[]; total: number }>;
  /** The row's own type column (news type, policy type). */
  typeOf(row: Row): number;
  /** The news flags; a policy has none. */
  newsFlagsOf?(row: Row): { isTop: number; addWay: number };
}

/** The console's list and editing steps on one kind of content, as contentEditor binds them. */
export interface ContentEditor<Query, Input, Detail> {
  list(db: Db, query: Query): Promise<Page<ContentConsoleRow>>;
  find(db: Db, id: number): Promise<Detail>;
  /** Creates (no id) or updates an item. */
  save(db: Db, actor: AuditActor, input: Input): Promise<Detail>;
  setPublished(db: Db, actor: AuditActor, id: number, published: number): Promise<Detail>;
  remove(db: Db, actor: AuditActor, id: number): Promise<{ id: number }>;
}

/**
 * The console's list and editing steps on one kind of content, bound to that kind: `valuesOf` turns
 * its form into the row's values (the body sanitized by sharedContentValues, whatever the page sent).
 */
export function contentEditor<
  Row extends ContentRow,
  Values extends ContentValues,
  Detail,
  Input extends { id?: number },
  Query,
>(
  kind: ContentKind<Row, Values, Detail>,
  valuesOf: (input: Input) => Values,
  list: ContentConsoleList<Row, Query>,
): ContentEditor<Query, Input, Detail> {
  return {
    list: async (db: Db, query: Query) => {
      const { rows, total } = await list.page(db, query);
      return { total, data: rows.map((row) => toContentConsoleRow(row, list.typeOf(row), list.newsFlagsOf?.(row))) };
    },
    find: (db: Db, id: number) => findContentForConsole(kind, db, id),
    save: (db: Db, actor: AuditActor, input: Input) => saveContent(kind, db, actor, input.id, valuesOf(input)),
    setPublished: (db: Db, actor: AuditActor, id: number, published: number) =>
      setContentPublished(kind, db, actor, id, published),
    remove: (db: Db, actor: AuditActor, id: number) => deleteContent(kind, db, actor, id),
  };
}

async function lockContent<Row extends ContentRow, Values extends ContentValues, Detail>(
  kind: ContentKind<Row, Values, Detail>,
  tx: Db,
  id: number,
): Promise<Row> {
  return existingContent(await kind.lock(tx, id));
}

/** A row of the console's list; policies have no top flag and no link or PDF way of opening. */
function toContentConsoleRow(
  row: ContentRow,
  type: number,
  news: { isTop: number; addWay: number } = { isTop: 0, addWay: 0 },
): ContentConsoleRow {
  return {
    id: row.id,
    title: row.title,
    type,
    published: row.published,
    is_top: news.isTop,
    add_way: news.addWay,
    img_path: row.imgPath,
    pub_time: formatChinaDateTime(row.pubTime),
    update_time: formatChinaDateTime(row.updatedAt),
    demo: row.demo,
  };
}
