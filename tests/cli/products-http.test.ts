import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/platform/config.ts';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld, type Serving } from './cli-world.ts';

// `merchant serve` in a child process; the CLI uploads with POST /api/uploads, the server's own
// job runner does the work, and files come back from /api/jobs/:id/... and /api/catalogue/template.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let server: Serving;
let on: string[];

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  await shop.admin.caller.categories.create({ nameEn: 'Pakaian' });
  server = await world.serve();
  on = ['--server', server.url, '--token', shop.admin.token];
});
afterAll(async () => {
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await rt.close();
});

describe('merchant products --server URL', () => {
  it('imports, exports and re-imports over HTTP, and downloads a template', async () => {
    const file = path.join(projectRoot, 'tests', 'fixtures', 'products-bom-crlf.csv');
    const imported = await world.json<{ job: TJob }>([...on, 'products', 'import', file]);
    expect(imported.job).toMatchObject({ status: 'completed', summary: 'Imported 2 rows: 2 products created, 0 updated.' });
    expect(await rt.database.client.product.count({ where: { merchantId: shop.merchantId } })).toBe(2);

    const out = path.join(world.dir, 'over-http.xlsx');
    const exported = await world.json<{ file: string; job: TJob }>([...on, 'products', 'export', '--format', 'xlsx', '--out', out]);
    expect(exported.job.status).toBe('completed');
    expect(readFileSync(out).subarray(0, 2).toString()).toBe('PK');
    const again = await world.json<{ job: TJob }>([...on, 'products', 'import', out, '--mode', 'update']);
    expect(again.job.summary).toBe('Imported 2 rows: 0 products created, 2 updated.');

    const template = path.join(world.dir, 'template.csv');
    const saved = await world.run([...on, 'products', 'template', '--format', 'csv', '--out', template]);
    expect([saved.code, saved.stdout]).toEqual([0, `Saved the import template to ${template}.\n`]);
    expect(readFileSync(template, 'utf8')).toMatch(/^\uFEFFProduct SKU,Name \(EN\),/);

    const refused = await world.run([...on, 'products', 'mass-update', file]);
    expect([refused.code, refused.stderr]).toEqual([1, 'Please upload an Excel (.xlsx) file.\n']);
  });
});
