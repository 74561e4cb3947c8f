import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveMapping } from '../../cli/imports/header-mapping.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// A supplier's files name their columns their own way; the import wizard's saved mapping
// renames them in scripts (`--mapping FILE`), the user's file untouched.
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

const supplierCsv = 'Full Name,E-mail,Mobile No\nAminah,aminah@contoh.my,012-345 6789\n\nBad Phone,bad@contoh.my,12345\n';

describe('--mapping FILE', () => {
  it('imports members with the headers a saved mapping renames; rejected rows keep the file\'s row numbers', async () => {
    const file = path.join(world.dir, 'supplier.csv');
    writeFileSync(file, supplierCsv);
    const mapping = path.join(world.dir, 'supplier-mapping.json');
    await saveMapping(mapping, 'member-import', { 'Full Name': 'Name', 'Mobile No': 'Phone' });

    const unmapped = await world.run([...as, '--json', 'members', 'import', file, '--batch', 'Supplier', '--dry-run']);
    expect(unmapped.code).toBe(1);
    expect(JSON.parse(unmapped.stdout).rejected.map((e: { column: string }) => e.column)).toContain('Mobile No');

    const run = await world.run([...as, '--json', 'members', 'import', file, '--batch', 'Supplier', '--mapping', mapping]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { job: { doneRows: number }; rejected: { row: number; column: string }[] };
    expect(report.job.doneRows).toBe(1);
    expect(report.rejected).toMatchObject([{ row: 4, column: 'Phone' }]);
    const members = await rt.database.client.member.findMany({ where: { merchantId: shop.merchantId }, select: { name: true, phone: true, importBatch: true } });
    expect(members).toEqual([{ name: 'Aminah', phone: '+60123456789', importBatch: 'Supplier' }]);
  });

  it('renames the header of an XLSX file the same way (contacts)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Person', 'Phone No']);
    sheet.addRow(['Siti', '+60123456789']);
    const file = path.join(world.dir, 'contacts.xlsx');
    await workbook.xlsx.writeFile(file);
    const mapping = path.join(world.dir, 'contacts-mapping.json');
    await saveMapping(mapping, 'contact-import', { Person: 'Name', 'Phone No': 'Contact' });
    const run = await world.run([...as, '--json', 'contacts', 'import', file, '--mapping', mapping]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await rt.database.client.contact.findMany({ where: { merchantId: shop.merchantId }, select: { name: true, contact: true } })).toEqual([{ name: 'Siti', contact: '60123456789' }]);
  });

  it('refuses a mapping naming a column the format lacks, naming it, before uploading anything', async () => {
    const file = path.join(world.dir, 'supplier.csv');
    writeFileSync(file, supplierCsv);
    const mapping = path.join(world.dir, 'wrong-mapping.json');
    writeFileSync(mapping, JSON.stringify({ kind: 'member-import', headers: { 'Mobile No': 'Handphone' } }));
    const run = await world.run([...as, 'members', 'import', file, '--batch', 'Wrong', '--mapping', mapping]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('maps "Mobile No" to "Handphone", a column the member-import file does not have');
    const other = await world.run([...as, 'contacts', 'import', file, '--mapping', path.join(world.dir, 'supplier-mapping.json')]);
    expect(other.code).toBe(2);
    expect(other.stderr).toContain('is for member-import, not contact-import');
    expect(await rt.database.client.job.count({ where: { merchantId: shop.merchantId, fileName: 'supplier.csv', params: { contains: 'Wrong' } } })).toBe(0);
  });
});
