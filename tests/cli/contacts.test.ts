import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../core/jobs/schema.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the file is uploaded through core and the
// job runs in the CLI's own process.
const world = cliWorld();
let rt: Runtime;
let shop: SeededMerchant;
let as: string[];

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  as = ['--token', shop.admin.token];
});
afterAll(() => rt.close());

const contacts = () => rt.database.client.contact.findMany({ where: { merchantId: shop.merchantId }, orderBy: { name: 'asc' }, select: { name: true, contact: true } });
const file = (name: string, body: string) => {
  const at = path.join(world.dir, name);
  writeFileSync(at, body);
  return at;
};
const HEADER = 'Name,Company Name,Contact,Email,WhatsApp,Date\n';

describe('merchant contacts', () => {
  it('refuses a file with a bad row: exit 1, the row reported, nothing written', async () => {
    const run = await world.run([...as, '--json', 'contacts', 'import', file('bad.csv', `${HEADER}Aisyah,,0123456789,,,\nNo Number,,,,,\n`)]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { job: TJob; rejected: { row: number; column: string; reason: string }[] };
    expect(report.job).toMatchObject({ kind: 'contact-import', status: 'failed', failedCount: 1 });
    expect(report.rejected).toEqual([{ row: 3, column: 'Contact', reason: 'Contact number is required' }]);
    expect(await contacts()).toEqual([]);
  });

  it('imports a good file (exit 0), then exports it as CSV', async () => {
    const run = await world.run([...as, '--json', 'contacts', 'import', file('good.csv', `${HEADER}Aisyah,Kedai A,012-345 6789,a@example.com,,2026-01-02\nRajesh,,+65 8123 4567,,,\n`)]);
    expect(run.code).toBe(0);
    expect(await contacts()).toEqual([
      { name: 'Aisyah', contact: '60123456789' },
      { name: 'Rajesh', contact: '6581234567' },
    ]);
    const out = path.join(world.dir, 'contacts.csv');
    const exported = await world.run([...as, '--json', 'contacts', 'export', '--out', out]);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ job: { kind: 'contact-export', status: 'completed', doneRows: 2 }, file: out });
    expect(readFileSync(out, 'utf8')).toContain('Aisyah,Kedai A,60123456789,a@example.com,,2026-01-02');
  });
});
