import type { ArticleConsoleDetail, ArticleSaveInput } from '@jhy/contract';
import type { ArticleRow } from '../articleRepository.js';
import { contentEditor, sharedContentDetail, sharedContentValues, type ContentKind } from './contentEditing.js';
import { articleRows, pageArticlesForConsole } from './contentEditorRepository.js';

function articleValues(input: ArticleSaveInput) {
  return { ...sharedContentValues(input), articleType: input.article_type };
}

const policyKind: ContentKind<ArticleRow, ReturnType<typeof articleValues>, ArticleConsoleDetail> = {
  targetType: 'article',
  ...articleRows,
  toDetail: (row) => ({ ...sharedContentDetail(row), article_type: row.articleType }),
};

/** The console's editor of policies; its list: drafts included, the latest edit first. */
export const policyEditor = contentEditor(policyKind, articleValues, {
  page: pageArticlesForConsole,
  typeOf: (row) => row.articleType,
});
