import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });
const RULE = 'import-x/no-restricted-paths';

/** The rules that `code` trips in a file at `file` (it need not exist: the imports it names do). */
async function rulesBrokenAt(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the feature boundary lint rule (docs/architecture.md "Features")', () => {
  it("refuses another feature's inner file, imported or loaded lazily, from any depth", async () => {
    expect(
      await rulesBrokenAt(
        'apps/web/src/portal/bidding/Example.tsx',
        "import { InfoTable } from '../trading/detail/InfoTable';\nexport const used = InfoTable;\n",
      ),
    ).toEqual([RULE]);
    expect(
      await rulesBrokenAt(
        'apps/web/src/portal/trading/detail/Example.tsx',
        "export const load = () => import('../../bidding/MyDealsTab');\n",
      ),
    ).toEqual([RULE]);
    expect(
      await rulesBrokenAt(
        'apps/web/src/portal/shared/Example.tsx',
        "import { MY_ACCOUNT_PATH } from '../accounts/accountPaths';\nexport const used = MY_ACCOUNT_PATH;\n",
      ),
    ).toEqual([RULE]);
  });

  it("accepts another feature's index, the feature's own files and portal/shared", async () => {
    expect(
      await rulesBrokenAt(
        'apps/web/src/portal/bidding/Example.tsx',
        "import { InfoTable } from '../trading';\nimport { dealVerifyPath } from './dealPaths';\n" +
          "import { FieldCol } from '../shared/FieldCol';\nexport const used = [InfoTable, dealVerifyPath, FieldCol];\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBrokenAt(
        'apps/web/src/portal/trading/detail/Example.tsx',
        "import { BuyerPanel } from '../../bidding';\nimport { TRADING_CENTER_PATH } from '../tradingPaths';\n" +
          'export const used = [BuyerPanel, TRADING_CENTER_PATH];\n',
      ),
    ).toEqual([]);
  });
});
