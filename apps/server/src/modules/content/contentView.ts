import type { ArticleDetail, ArticleListItem, NewsDetail, NewsListItem } from '@jhy/contract';
import { formatChinaDateTime } from '../../infra/chinaTime.js';
import type { ArticleListRow, ArticleRow } from './articleRepository.js';
import type { NewsListRow, NewsRow } from './newsRepository.js';

/** Rows as docs/product.md §3 names them on the wire; times as `yyyy-MM-dd HH:mm:ss` China time (docs/product.md §9). */
export function toNewsListItem(row: NewsListRow): NewsListItem {
  return {
    home_img: row.homeImg,
    new_type: row.newType,
    add_way: row.addWay,
    link: row.link,
    pdf_file: row.pdfFile,
    ...sharedListFields(row),
  };
}

export function toNewsDetail(row: NewsRow): NewsDetail {
  return { content: row.content, ...toNewsListItem(row) };
}

export function toArticleListItem(row: ArticleListRow): ArticleListItem {
  return { article_type: row.articleType, ...sharedListFields(row) };
}

export function toArticleDetail(row: ArticleRow): ArticleDetail {
  return { content: row.content, ...toArticleListItem(row) };
}

/** What a news item and a policy share on the wire. */
function sharedListFields(row: NewsListRow | ArticleListRow) {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    source: row.source,
    img_path: row.imgPath,
    pub_time: formatChinaDateTime(row.pubTime),
    create_time: formatChinaDateTime(row.createdAt),
  };
}
