import {
  CATEGORY_GROUP_LABELS,
  consoleMessages,
  type ConsoleCategoryGroup,
  type ConsoleCategoryNode,
} from '@jhy/contract';
import type { Db, Queryable } from '../../../db/client.js';
import { badRequest, conflict, notFound } from '../../../infra/errors.js';
import { listCategories } from '../../system/systemRepository.js';
import { withAudit, type AuditActor } from '../../audit/withAudit.js';
import {
  findCategory,
  insertCategory,
  isKnownCategoryGroup,
  isSiblingNameTaken,
  renameCategoryRow,
  type CategoryRow,
} from './categoryRepository.js';

/** Every category group as a tree, in the order the portal shows them. */
export async function categoryTreeForConsole(db: Db): Promise<ConsoleCategoryGroup[]> {
  const rows = await listCategories(db);
  const nodes = new Map<number, ConsoleCategoryNode>();
  for (const row of rows) nodes.set(row.id, { id: row.id, pid: row.pid, name: row.name, children: [] });
  const groups = new Map<string, ConsoleCategoryGroup>();
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = nodes.get(row.pid);
    if (parent) {
      parent.children.push(node);
      continue;
    }
    let group = groups.get(row.group);
    if (!group) {
      group = { group: row.group, label: CATEGORY_GROUP_LABELS[row.group] ?? row.group, nodes: [] };
      groups.set(row.group, group);
    }
    group.nodes.push(node);
  }
  return [...groups.values()];
}

/**
 * Adds a child under `pid` (it joins the parent's group), or with `pid` 0 a top-level entry of an
 * existing group. Ids come from the sequence, which continues after the product's fixed ids.
 */
export function addCategory(
  db: Db,
  actor: AuditActor,
  input: { pid: number; group?: string; name: string },
): Promise<ConsoleCategoryNode> {
  return withAudit(db, actor, { action: 'category.add', targetType: 'category' }, async (tx) => {
    let group: string;
    if (input.pid > 0) {
      const parent = await findCategory(tx, input.pid);
      if (!parent) throw notFound(consoleMessages.categoryNotFound);
      group = parent.group;
    } else {
      // Groups are read by code (the portal's forms), so the console cannot invent new ones.
      if (!input.group || !(await isKnownCategoryGroup(tx, input.group))) {
        throw badRequest(consoleMessages.categoryGroupRequired);
      }
      group = input.group;
    }
    await refuseSiblingName(tx, { pid: input.pid, group, name: input.name });
    const row = await insertCategory(tx, { pid: input.pid, group, name: input.name });
    return { before: null, after: snapshot(row), targetId: row.id, result: toNode(row) };
  });
}

/** Renames one entry; its id — which pages and bookmarks carry — never changes. */
export function renameCategory(
  db: Db,
  actor: AuditActor,
  input: { id: number; name: string },
): Promise<ConsoleCategoryNode> {
  return withAudit(db, actor, { action: 'category.rename', targetType: 'category', targetId: input.id }, async (tx) => {
    const row = await findCategory(tx, input.id, { forUpdate: true });
    if (!row) throw notFound(consoleMessages.categoryNotFound);
    await refuseSiblingName(tx, { pid: row.pid, group: row.group, name: input.name, exceptId: row.id });
    const updated = await renameCategoryRow(tx, row.id, input.name);
    return { before: snapshot(row), after: snapshot(updated), result: toNode(updated) };
  });
}

async function refuseSiblingName(
  tx: Queryable,
  sibling: { pid: number; group: string; name: string; exceptId?: number },
): Promise<void> {
  if (await isSiblingNameTaken(tx, sibling)) throw conflict(consoleMessages.categoryNameTaken);
}

const snapshot = (row: CategoryRow) => ({ id: row.id, pid: row.pid, group: row.group, name: row.name });
const toNode = (row: CategoryRow): ConsoleCategoryNode => ({ id: row.id, pid: row.pid, name: row.name, children: [] });
