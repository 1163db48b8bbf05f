import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The lint's import-x/no-cycle lets a type-only import point back (it is erased at build time);
// in the contract not even those: a record's type sits beside its output schema in api/*.ts, and
// the zod-free domain files never import the API files (docs/architecture.md "No import circles").
const SOURCE = path.dirname(new URL(import.meta.url).pathname);

function contractFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return contractFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each file's relative imports and re-exports, type-only ones included, as files. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of contractFiles(SOURCE)) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)\.js'/g)];
    graph.set(
      file,
      specifiers.map((match) => path.resolve(path.dirname(file), `${match[1]}.ts`)),
    );
  }
  return graph;
}

/** The circles of the graph: every strongly connected group of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(path.relative(SOURCE, member));
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

describe('the contract', () => {
  it('has no import circle, not even through a type-only import', () => {
    expect(circles(importGraph())).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    expect(circles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts'].map((file) => path.relative(SOURCE, file)).sort()]);
  });
});
