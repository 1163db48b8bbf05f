import type { NewsConsoleDetail, NewsSaveInput } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import type { AuditActor } from '../../console/audit/withAudit.js';
import type { NewsRow } from '../newsRepository.js';
import {
  deleteContent,
  findContentForConsole,
  saveContent,
  setContentPublished,
  sharedContentDetail,
  sharedContentValues,
  toContentConsoleRow,
  type ContentKind,
} from './contentEditing.js';
import { newsRows, pageNewsForConsole, type NewsConsoleQuery } from './newsEditorRepository.js';

/** The console's list: every item of the chosen types, drafts included, the latest edit first. */
export async function listNewsForConsole(db: Db, query: NewsConsoleQuery) {
  const { rows, total } = await pageNewsForConsole(db, query);
  return {
    total,
    data: rows.map((row) => toContentConsoleRow(row, row.newType, row)),
  };
}

export const findNewsForConsole = (db: Db, id: number) => findContentForConsole(newsKind, db, id);

/** Creates (no id) or updates a news item; the body is sanitized here, whatever the page sent. */
export function saveNews(db: Db, actor: AuditActor, input: NewsSaveInput): Promise<NewsConsoleDetail> {
  return saveContent(newsKind, db, actor, input.id, newsValues(input));
}

function newsValues(input: NewsSaveInput) {
  return {
    ...sharedContentValues(input),
    newType: input.new_type,
    homeImg: input.home_img,
    addWay: input.add_way,
    link: input.link,
    pdfFile: input.pdf_file,
    isTop: input.is_top,
    zoneId: input.zone_id ?? null,
  };
}

export const setNewsPublished = (db: Db, actor: AuditActor, id: number, published: number) =>
  setContentPublished(newsKind, db, actor, id, published);

export const deleteNews = (db: Db, actor: AuditActor, id: number) => deleteContent(newsKind, db, actor, id);

const newsKind: ContentKind<NewsRow, ReturnType<typeof newsValues>, NewsConsoleDetail> = {
  targetType: 'news',
  ...newsRows,
  toDetail: (row) => ({
    ...sharedContentDetail(row),
    new_type: row.newType,
    home_img: row.homeImg,
    add_way: row.addWay,
    link: row.link,
    pdf_file: row.pdfFile,
    is_top: row.isTop,
    zone_id: row.zoneId,
  }),
};
