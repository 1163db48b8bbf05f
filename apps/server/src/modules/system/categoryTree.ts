import type { CategoryNode } from '@jhy/contract';

interface CategoryRow {
  id: number;
  pid: number;
  group: string;
  name: string;
}

/**
 * Builds the groups of docs/product.md §3 "Category data" from the flat table in one pass: each group holds
 * its top-level nodes with their descendants in `sonCate`. `supplytype` (the kinds of material
 * supply, children of 44) and `second_category` (every listing class) are views of the same rows.
 */
export function buildCategoryGroups(rows: CategoryRow[]): Record<string, CategoryNode[]> {
  const nodes = new Map<number, CategoryNode & { group: string }>();
  for (const row of rows)
    nodes.set(row.id, { id: row.id, pid: row.pid, name: row.name, group: row.group, sonCate: [] });

  const groups: Record<string, CategoryNode[]> = {};
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = nodes.get(row.pid);
    if (parent) parent.sonCate!.push(node);
    else (groups[row.group] ??= []).push(node);
  }

  const strip = (node: CategoryNode & { group?: string }): CategoryNode => ({
    id: node.id,
    pid: node.pid,
    name: node.name,
    sonCate: (node.sonCate ?? []).map(strip),
  });
  const result: Record<string, CategoryNode[]> = {};
  for (const [group, top] of Object.entries(groups)) result[group] = top.map(strip);

  result.supplytype = (nodes.get(44)?.sonCate ?? []).map(strip);
  result.second_category = (result.project_type ?? []).flatMap((first) => first.sonCate ?? []);
  // Named by the product (docs/product.md), with no content the product (docs/product.md) shows; kept so that a client reading it finds a list.
  result.Nonstandardized ??= [];
  return result;
}
