import { and, eq, max, ne } from 'drizzle-orm';
import {
  CATEGORY_GROUP_LABELS,
  consoleMessages,
  type ConsoleCategoryGroup,
  type ConsoleCategoryNode,
} from '@jhy/contract';
import type { Db } from '../../../db/client.js';
import { categories } from '../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../infra/errors.js';
import { listCategories } from '../../system/systemRepository.js';
import { withAudit, type AuditActor } from '../audit/withAudit.js';

type CategoryRow = typeof categories.$inferSelect;

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
 * existing group. Ids come from the sequence, which continues after the spec's fixed ids.
 */
export function addCategory(
  db: Db,
  actor: AuditActor,
  input: { pid: number; group?: string; name: string },
): Promise<ConsoleCategoryNode> {
  return withAudit(db, actor, { action: 'category.add', targetType: 'category' }, async (tx) => {
    let group: string;
    if (input.pid > 0) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.pid));
      if (!parent) throw notFound(consoleMessages.categoryNotFound);
      group = parent.group;
    } else {
      const [known] = input.group
        ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.group, input.group)).limit(1)
        : [];
      // Groups are read by code (the portal's forms), so the console cannot invent new ones.
      if (!known) throw badRequest(consoleMessages.categoryGroupRequired);
      group = input.group!;
    }
    await refuseSiblingName(tx, { pid: input.pid, group, name: input.name });
    const [top] = await tx.select({ value: max(categories.sort) }).from(categories);
    const [row] = await tx
      .insert(categories)
      .values({ pid: input.pid, group, name: input.name, sort: (top?.value ?? 0) + 1 })
      .returning();
    return { before: null, after: snapshot(row!), targetId: row!.id, result: toNode(row!) };
  });
}

/** Renames one entry; its id — which pages and bookmarks carry — never changes. */
export function renameCategory(
  db: Db,
  actor: AuditActor,
  input: { id: number; name: string },
): Promise<ConsoleCategoryNode> {
  return withAudit(db, actor, { action: 'category.rename', targetType: 'category', targetId: input.id }, async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!row) throw notFound(consoleMessages.categoryNotFound);
    await refuseSiblingName(tx, { pid: row.pid, group: row.group, name: input.name, exceptId: row.id });
    const [updated] = await tx
      .update(categories)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(categories.id, row.id))
      .returning();
    return { before: snapshot(row), after: snapshot(updated!), result: toNode(updated!) };
  });
}

async function refuseSiblingName(
  tx: Db,
  sibling: { pid: number; group: string; name: string; exceptId?: number },
): Promise<void> {
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.pid, sibling.pid),
        eq(categories.group, sibling.group),
        eq(categories.name, sibling.name),
        sibling.exceptId === undefined ? undefined : ne(categories.id, sibling.exceptId),
      ),
    )
    .limit(1);
  if (clash) throw conflict(consoleMessages.categoryNameTaken);
}

const snapshot = (row: CategoryRow) => ({ id: row.id, pid: row.pid, group: row.group, name: row.name });
const toNode = (row: CategoryRow): ConsoleCategoryNode => ({ id: row.id, pid: row.pid, name: row.name, children: [] });
