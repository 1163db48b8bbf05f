import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, sysConfig } from '../../db/schema.js';

export function listSysConfig(db: Queryable) {
  return db
    .select({ id: sysConfig.id, name: sysConfig.name, title: sysConfig.title, content: sysConfig.content })
    .from(sysConfig)
    .orderBy(asc(sysConfig.id));
}

export async function findSysConfig(db: Queryable, name: string) {
  const [row] = await db
    .select({ id: sysConfig.id, name: sysConfig.name, title: sysConfig.title, content: sysConfig.content })
    .from(sysConfig)
    .where(eq(sysConfig.name, name));
  return row;
}

export function listCategories(db: Queryable) {
  return db
    .select({ id: categories.id, pid: categories.pid, group: categories.group, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
}

export function listCategoryChildren(db: Queryable, pid: number) {
  return db
    .select({ id: categories.id, pid: categories.pid, name: categories.name })
    .from(categories)
    .where(eq(categories.pid, pid))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** Whether `id` is a category of `group` (a form's select must name one of the group's own options). */
export async function isCategoryOfGroup(db: Queryable, group: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.group, group)));
  return row !== undefined;
}

/** The categories of `group` among `ids`, in the order of the group (names for a derived label). */
export function findCategoriesOfGroup(db: Queryable, group: string, ids: number[]) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.group, group), inArray(categories.id, ids)))
    .orderBy(asc(categories.sort), asc(categories.id));
}
