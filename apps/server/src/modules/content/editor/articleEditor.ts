import type { ArticleConsoleDetail, ArticleSaveInput } from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import type { AuditActor } from '../../console/audit/withAudit.js';
import type { ArticleRow } from '../articleRepository.js';
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
import { articleRows, pageArticlesForConsole, type ArticleConsoleQuery } from './articleEditorRepository.js';

/** The console's policy list: drafts included, the latest edit first. */
export async function listArticlesForConsole(db: Db, query: ArticleConsoleQuery) {
  const { rows, total } = await pageArticlesForConsole(db, query);
  return {
    total,
    data: rows.map((row) => toContentConsoleRow(row, row.articleType)),
  };
}

export const findArticleForConsole = (db: Db, id: number) => findContentForConsole(policyKind, db, id);

/** Creates (no id) or updates a policy; the body is sanitized here, whatever the page sent. */
export function saveArticle(db: Db, actor: AuditActor, input: ArticleSaveInput): Promise<ArticleConsoleDetail> {
  return saveContent(policyKind, db, actor, input.id, articleValues(input));
}

function articleValues(input: ArticleSaveInput) {
  return { ...sharedContentValues(input), articleType: input.article_type };
}

export const setArticlePublished = (db: Db, actor: AuditActor, id: number, published: number) =>
  setContentPublished(policyKind, db, actor, id, published);

export const deleteArticle = (db: Db, actor: AuditActor, id: number) => deleteContent(policyKind, db, actor, id);

const policyKind: ContentKind<ArticleRow, ReturnType<typeof articleValues>, ArticleConsoleDetail> = {
  targetType: 'article',
  ...articleRows,
  toDetail: (row) => ({ ...sharedContentDetail(row), article_type: row.articleType }),
};
