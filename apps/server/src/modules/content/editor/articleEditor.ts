import type { ArticleConsoleDetail, ArticleSaveInput } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import type { ArticleRow } from '../articleRepository.js';
import {
  contentEditor,
  sharedContentDetail,
  sharedContentValues,
  toContentConsoleRow,
  type ContentKind,
} from './contentEditing.js';
import { articleRows, pageArticlesForConsole, type ArticleConsoleQuery } from './articleEditorRepository.js';

/** The console's policy list: drafts included, the latest edit first. */
async function listArticlesForConsole(db: Db, query: ArticleConsoleQuery) {
  const { rows, total } = await pageArticlesForConsole(db, query);
  return {
    total,
    data: rows.map((row) => toContentConsoleRow(row, row.articleType)),
  };
}

function articleValues(input: ArticleSaveInput) {
  return { ...sharedContentValues(input), articleType: input.article_type };
}

const policyKind: ContentKind<ArticleRow, ReturnType<typeof articleValues>, ArticleConsoleDetail> = {
  targetType: 'article',
  ...articleRows,
  toDetail: (row) => ({ ...sharedContentDetail(row), article_type: row.articleType }),
};

/** The console's editor of policies. */
export const policyEditor = { list: listArticlesForConsole, ...contentEditor(policyKind, articleValues) };
