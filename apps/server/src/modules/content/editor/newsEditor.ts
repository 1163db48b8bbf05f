import type { NewsConsoleDetail, NewsSaveInput } from '@jhy/contract';
import type { NewsRow } from '../newsRepository.js';
import { contentEditor, sharedContentDetail, sharedContentValues, type ContentKind } from './contentEditing.js';
import { newsRows, pageNewsForConsole } from './contentEditorRepository.js';

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

/**
 * The console's editor of news items (every news type, notices, home banners); its list: every item
 * of the chosen types, drafts included, the latest edit first.
 */
export const newsEditor = contentEditor(newsKind, newsValues, {
  page: pageNewsForConsole,
  typeOf: (row) => row.newType,
  newsFlagsOf: (row) => ({ isTop: row.isTop, addWay: row.addWay }),
});
