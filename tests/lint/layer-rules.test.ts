import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/lint/fixtures';
// The project's configuration, whose ignores skip the fixtures: they break the rules on purpose.
const eslint = new ESLint({ cwd: ROOT, ignore: false });

/** The problems ESLint finds in a fixture linted as the file at asPath (its own path unless given), as 'line rule'. */
async function problems(fixture: string, asPath = path.join(FIXTURES, fixture)) {
  const [result] = await eslint.lintText(readFileSync(path.join(ROOT, FIXTURES, fixture), 'utf8'), { filePath: path.join(ROOT, asPath) });
  return result!.messages.map((m) => `${m.line} ${m.ruleId}: ${m.message}`);
}

describe('the layer rules of eslint.config.js', () => {
  it('refuse an import() that crosses a layer, as a static import is refused', async () => {
    expect(await problems('dynamic-import.ts', 'core/shared/lint-fixture.ts')).toEqual([
      "2 layers/restricted-dynamic-imports: '../../../server/runtime.ts' import is restricted from being used by a pattern. core imports nothing from server, dashboard, cli, tests or scripts.",
    ]);
    expect(await problems('dynamic-import.ts', 'dashboard/app/lint-fixture.ts')).toEqual([
      "2 layers/restricted-dynamic-imports: '../../../server/runtime.ts' import is restricted from being used by a pattern. the dashboard takes only types from server (the router type).",
    ]);
    expect(await problems('dynamic-import.ts', 'cli/lint-fixture.ts')).toEqual([]);
  });

  it("refuse a dashboard feature importing another feature's modules, values and types alike", async () => {
    const inMembers = await problems('feature-import.ts', 'dashboard/features/members/lint-fixture.ts');
    expect(inMembers).toEqual([
      "2 layers/feature-boundaries: The members feature imports '../orders/order-list-page.tsx' from the orders feature: move what both use to a shared folder (dashboard/components or dashboard/app).",
      "3 layers/feature-boundaries: The members feature imports '../../features/orders/order-list-input.ts' from the orders feature: move what both use to a shared folder (dashboard/components or dashboard/app).",
    ]);
    expect(await problems('feature-import.ts', 'dashboard/features/orders/lint-fixture.ts')).toEqual([]);
  });

  it('refuse a cycle of runtime imports, and let types go both ways', async () => {
    const chain = ['cycle-a.ts', 'cycle-b.ts', 'cycle-a.ts'].map((f) => path.join(FIXTURES, f)).join(' → ');
    expect(await problems('cycle-a.ts')).toEqual([`2 layers/no-import-cycles: Import cycle: ${chain}. Move what the modules share into a module that none of them imports.`]);
    expect(await problems('type-cycle-a.ts')).toEqual([]);
  });
});
