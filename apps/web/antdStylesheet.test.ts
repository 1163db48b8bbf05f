import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS_NOT_USED, antdComponentRules } from './antdStylesheet.ts';

const source = path.join(import.meta.dirname, 'src');

/** Every name the app imports from 'antd' (not types), read from its source. */
function antdImports(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(source, { recursive: true }).map(String)) {
    if (!/\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.join(source, file), 'utf8');
    for (const match of code.matchAll(/import \{([^}]+)\} from 'antd'/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) names.add(name.split(' as ')[0]!);
      }
    }
  }
  return names;
}

describe("antd's build-time stylesheet", () => {
  it('leaves out no component the app imports', () => {
    const imported = antdImports();
    expect(imported.size).toBeGreaterThan(30);
    expect(ANTD_COMPONENTS_NOT_USED.filter((name) => imported.has(name))).toEqual([]);
  });

  it("holds the rules of the app's components, their pop-ups and the theme's colours", () => {
    const rules = antdComponentRules();
    for (const selector of [
      '.ant-btn',
      '.ant-table',
      '.ant-pagination',
      '.ant-select-dropdown',
      '.ant-picker-dropdown',
      '.ant-modal',
      '.ant-message',
      '.ant-popover',
      '.ant-upload',
      '.ant-cascader-menu',
      '.ant-tree',
    ]) {
      expect(rules, selector).toContain(`${selector}`);
    }
    // The portal's green (app/theme.ts), not antd's blue, is the primary colour.
    expect(rules).toContain('--ant-color-primary:#1e8a5a');
    expect(rules).not.toContain('.ant-carousel');
  }, 60_000);
});
