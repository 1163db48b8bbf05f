import type { NewsConsoleDetail, NewsSaveInput } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import type { NewsRow } from '../newsRepository.js';
import {
  contentEditor,
  sharedContentDetail,
  sharedContentValues,
  toContentConsoleRow,
  type ContentKind,
} from './contentEditing.js';
import { newsRows, pageNewsForConsole, type NewsConsoleQuery } from './newsEditorRepository.js';

/** The console's list: every item of the chosen types, drafts included, the latest edit first. */
async function listNewsForConsole(db: Db, query: NewsConsoleQuery) {
  const { rows, total } = await pageNewsForConsole(db, query);
  return {
    total,
    data: rows.map((row) => toContentConsoleRow(row, row.newType, row)),
  };
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

/** The console's editor of news items (every news type, notices, home banners). */
export const newsEditor = { list: listNewsForConsole, ...contentEditor(newsKind, newsValues) };
