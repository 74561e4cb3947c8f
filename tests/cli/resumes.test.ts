import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyForCareer } from '../../core/careers/apply.ts';
import { resolveSiteKey } from '../../core/checkout/site-keys.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveStorefrontUpload } from '../../core/uploads/service.ts';
import { careerForm, pdfBytes } from '../helpers/careers.ts';
import { seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the recruitment list's export as an operator scripts it.
const world = cliWorld();
let as: string[];
let baristaId: string;

beforeAll(async () => {
  const rt = await world.openRuntime();
  const shop = await seedMerchant(rt);
  as = ['--token', shop.admin.token];
  const store = (await resolveSiteKey(baseContext(rt.database, rt.env, testRequest()), (await shop.admin.caller.siteKeys.create()).key))!;
  const barista = await shop.admin.caller.careers.create(careerForm({ titleEn: 'Barista' }));
  const cashier = await shop.admin.caller.careers.create(careerForm({ titleEn: 'Cashier' }));
  baristaId = barista.id;
  for (const [careerId, name] of [[barista.id, 'Ali'], [cashier.id, 'Siti'], [barista.id, '陈美玲']] as const) {
    const file = await saveStorefrontUpload(store, 'resume-attachment', '', 'cv.pdf', (async function* () { yield pdfBytes(); })());
    await applyForCareer(store, { careerId, name, email: 'c@example.test', mobile: '0123456789', attachmentId: file.id });
  }
});

describe('merchant resumes export', () => {
  it('writes the resumes of one position to XLSX, with a summary naming the file', async () => {
    const out = path.join(world.dir, 'baristas.xlsx');
    const result = await world.run([...as, 'resumes', 'export', '--position', baristaId, '--format', 'xlsx', '--out', out]);
    expect([result.code, result.stdout]).toEqual([0, `Exported 2 resumes to ${out}.\n`]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.getWorksheet('Resumes')!;
    expect(sheet.rowCount).toBe(3);
    expect([2, 3].map((r) => sheet.getRow(r).getCell(3).value)).toEqual(['陈美玲', 'Ali']);
  });

  it('refuses a format it does not write', async () => {
    const result = await world.run([...as, 'resumes', 'export', '--format', 'pdf', '--out', path.join(world.dir, 'x.pdf')]);
    expect(result.code).toBe(2);
  });
});
