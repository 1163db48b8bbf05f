import { commonMessages } from '@jhy/contract';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../infra/errors.js';
import { buildCategoryGroups } from './categoryTree.js';
import { findSysConfig, listCategories, listCategoryChildren, listSysConfig } from './systemRepository.js';

/** Every system setting, or the one named `key` (404 when there is none). */
export async function sysConfigOf(db: Queryable, key: string | undefined) {
  if (!key) return listSysConfig(db);
  const entry = await findSysConfig(db, key);
  if (!entry) throw notFound(commonMessages.sysConfigNotFound);
  return entry;
}

/** The category groups of docs/product.md §3 "Category data". */
export async function categoryGroups(db: Queryable) {
  return buildCategoryGroups(await listCategories(db));
}

/** The direct children of category `pid`. */
export function categoryChildren(db: Queryable, pid: number) {
  return listCategoryChildren(db, pid);
}
