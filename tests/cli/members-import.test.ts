import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '../../core/jobs/schema.ts';
import { MEMBER_IMPORT_MESSAGES as M } from '../../core/members/import/columns.ts';
import { english } from '../../core/shared/english.ts';
import { projectRoot } from '../../core/platform/config.ts';
import type { Runtime } from '../../server/runtime.ts';
import { seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the file is uploaded through core and the
// job runs in the CLI's own process.
const world = cliWorld();
const fixture = path.join(projectRoot, 'tests', 'fixtures', 'members-bom-crlf.csv');
let rt: Runtime;
let shop: SeededMerchant;
let as: string[];

interface ImportReport {
  job: TJob;
  rejected: { row: number; column: string; reason: string }[];
  errorsFile: string | null;
}

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedMerchant(rt);
  as = ['--token', shop.admin.token];
});
afterAll(() => rt.close());

const members = () =>
  rt.database.client.member.findMany({ where: { merchantId: shop.merchantId }, orderBy: { memberNo: 'asc' }, select: { memberNo: true, name: true, email: true, phone: true, dateOfBirth: true, importBatch: true } });

describe('merchant members', () => {
  it('imports a CSV with a BOM, CRLF, quoted commas and line breaks, Chinese and Malay names, +60 and +65 numbers; exit 1 for the rejected rows', async () => {
    const dry = await world.run([...as, '--json', 'members', 'import', fixture, '--batch', 'Pasar Malam', '--dry-run']);
    expect(dry.code).toBe(1);
    expect(JSON.parse(dry.stdout)).toMatchObject({ job: { status: 'completed', dryRun: true, totalRows: 6, failedCount: 2 } });
    expect(await members()).toEqual([]);

    const errorsOut = path.join(world.dir, 'member-errors.csv');
    const run = await world.run([...as, '--json', 'members', 'import', fixture, '--batch', 'Pasar Malam', '--errors-out', errorsOut]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as ImportReport;
    expect(report.job).toMatchObject({ kind: 'member-import', status: 'completed', totalRows: 6, doneRows: 4, failedCount: 2, hasErrorFile: true });
    expect(report.job.summary).toBe('Imported 4 members into batch "Pasar Malam" from 6 rows. 2 rows rejected (see the error file).');
    // Row numbers as a spreadsheet shows them: row 3's name spans two lines of the file.
    expect(report.rejected).toEqual([
      { row: 5, column: 'E-mail', reason: 'This e-mail is already on row 4 of the file.' },
      { row: 7, column: 'Mobile', reason: english(M.phoneInvalid) },
    ]);
    expect(report.errorsFile).toBe(errorsOut);
    const saved = readFileSync(errorsOut, 'utf8');
    expect(saved.startsWith('\uFEFFRow,Column,Reason,Name,E-mail,Mobile,Date of Birth\r\n')).toBe(true);
    expect(saved).toContain('5,E-mail,This e-mail is already on row 4 of the file.,Hafiz Lagi,HAFIZ@contoh.MY,011-2345 6789,\r\n');
    expect(await members()).toEqual([
      { memberNo: 1, name: 'Tan, Mei Ling 陈美玲', email: 'meiling@contoh.my', phone: '+60123456789', dateOfBirth: '1988-03-15', importBatch: 'Pasar Malam' },
      { memberNo: 2, name: 'Nurul Izzah binti Abdullah', email: 'nurul@contoh.my', phone: '+6581234567', dateOfBirth: '1990-03-15', importBatch: 'Pasar Malam' },
      { memberNo: 3, name: 'Muhammad Hafiz', email: 'Hafiz@Contoh.my', phone: '+60198765432', dateOfBirth: null, importBatch: 'Pasar Malam' },
      { memberNo: 4, name: '李伟', email: 'liwei@contoh.sg', phone: '+6591234567', dateOfBirth: null, importBatch: 'Pasar Malam' },
    ]);

    // The same file again with the same batch: nothing is imported twice.
    const again = await world.run([...as, 'members', 'import', fixture, '--batch', 'Pasar Malam']);
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('Imported 0 members into batch "Pasar Malam" from 6 rows. 4 rows already imported in this batch were skipped. 2 rows rejected (see the error file).');
    expect(again.stdout).toMatch(/^5 +E-mail +This e-mail is already on row 4 of the file\.$/m);
    expect((await members()).length).toBe(4);
  });

  it('exits 0 when every row goes in, and refuses a missing batch or a non-CSV file', async () => {
    const file = path.join(world.dir, 'clean.csv');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, 'Name,Email,Phone\nSiti Aminah,siti@contoh.my,0123456780\n');
    const ok = await world.run([...as, 'members', 'import', file, '--batch', 'Clean']);
    expect([ok.code, ok.stderr]).toEqual([0, '']);
    expect(ok.stdout).toContain('Imported 1 member into batch "Clean" from 1 row.');

    const noBatch = await world.run([...as, 'members', 'import', file]);
    expect(noBatch.code).toBe(2);
    expect(noBatch.stderr).toContain("required option '--batch <name>' not specified");

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Members').addRow(['Name', 'Email', 'Phone']);
    const xlsx = path.join(world.dir, 'members.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    const wrong = await world.run([...as, 'members', 'import', xlsx, '--batch', 'B']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(english(M.csvOnly));

    const empty = path.join(world.dir, 'empty.csv');
    writeFileSync(empty, '');
    const nothing = await world.run([...as, 'members', 'import', empty, '--batch', 'B']);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain(english(M.emptyFile));
  });

  it('exports members as CSV (formulas guarded) and XLSX (text cells), and writes the sample', async () => {
    const csvOut = path.join(world.dir, 'out', 'members.csv');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.dirname(csvOut), { recursive: true });
    const exported = await world.json<{ job: TJob; file: string; bytes: number }>([...as, 'members', 'export', '--out', csvOut]);
    expect(exported.job).toMatchObject({ kind: 'member-export', status: 'completed', totalRows: 5, summary: 'Exported 5 members.' });
    const text = readFileSync(csvOut, 'utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFName,Email,Phone,Date of Birth,Member ID,Status,Joined,Source,Import Batch');
    expect(text).toContain("\"Tan, Mei Ling 陈美玲\",meiling@contoh.my,'+60123456789,1988-03-15,1,Enabled,");

    const xlsxOut = path.join(world.dir, 'out', 'members.xlsx');
    const asXlsx = await world.run([...as, 'members', 'export', '--format', 'xlsx', '--out', xlsxOut]);
    expect(asXlsx.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxOut);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).getCell(1).value).toBe('Tan, Mei Ling 陈美玲');
    // XLSX text cells are never run as formulas: the phone is written as it is.
    expect(sheet.getRow(2).getCell(3).value).toBe('+60123456789');

    const sampleOut = path.join(world.dir, 'out', 'sample.csv');
    const sample = await world.run(['members', 'sample', '--out', sampleOut]);
    expect(sample.code).toBe(0);
    expect(readFileSync(sampleOut, 'utf8').split('\r\n')[0]).toBe('\uFEFFName,Email,Phone,Date of Birth');
    // The sample imports as it is.
    const imported = await world.run([...as, 'members', 'import', sampleOut, '--batch', 'Sample', '--dry-run']);
    expect([imported.code, imported.stderr]).toEqual([0, '']);
  });
});
