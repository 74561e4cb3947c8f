import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo, localDate } from '../../core/shared/time.ts';
import type { Runtime } from '../../server/runtime.ts';
import { appToken } from '../../core/shake/app-token.ts';
import { campaignForm, seedShakeShop, type ShakeShop } from '../helpers/shake.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database.
const world = cliWorld();
let rt: Runtime;
let shop: ShakeShop;
let as: string[];
let campaignId: string;

beforeAll(async () => {
  rt = await world.openRuntime();
  shop = await seedShakeShop(rt, 10);
  as = ['--token', shop.admin.token];
  const today = localDate(new Date(), 'Asia/Kuala_Lumpur');
  const form = campaignForm(shop.picture, { startsOn: addDaysTo(today, -1), endsOn: addDaysTo(today, 1), prizes: [{ pictureId: shop.picture, name: '=HYPERLINK("http://evil.test")', quantity: 2 }] });
  campaignId = (await shop.admin.caller.shakeCampaigns.create(form)).id;
  await shop.admin.caller.shakeCampaigns.start({ id: campaignId });
  for (const [phone, name] of [['+60123450001', '=1+2'], ['+60123450002', 'Aminah']] as const) {
    // Stored as verification leaves them (the command line's runtime has no SMS gateway).
    const { id } = await rt.database.client.shakeUser.create({ data: { merchantId: shop.merchantId, phone, name, verifiedAt: new Date() }, select: { id: true } });
    await shop.app.storefront.shake.shake({ userId: id, token: appToken(shop.ctx, id), campaignId });
  }
});
afterAll(() => rt.close());

describe('merchant shake winners and sms credits', () => {
  it('exports the winners as CSV with formula-like text guarded', async () => {
    const out = path.join(world.dir, 'winners.csv');
    const result = await world.json<{ winners: number; file: string }>([...as, 'shake', 'winners', '--campaign', campaignId, '--format', 'csv', '--out', out]);
    expect(result).toMatchObject({ winners: 2, file: out });
    const lines = readFileSync(out, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Won at,Day,Name,Phone,E-mail,Prize,Status,Handed over at');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain("'=1+2");
    expect(lines.join('\n')).not.toMatch(/,=HYPERLINK/);
  });

  it('exports the winners as XLSX', async () => {
    const out = path.join(world.dir, 'winners.xlsx');
    await world.json([...as, 'shake', 'winners', '--campaign', campaignId, '--format', 'xlsx', '--out', out]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(6).value).toMatch(/HYPERLINK/);
    expect(sheet.getRow(2).getCell(6).formula).toBeUndefined();
  });

  it('an unknown campaign exits 4; the SMS credits show the balance and the ledger', async () => {
    expect((await world.run([...as, 'shake', 'winners', '--campaign', 'nope', '--out', path.join(world.dir, 'x.csv')])).code).toBe(4);
    const credits = await world.json<{ balance: number; rows: { delta: number }[] }>([...as, 'sms', 'credits']);
    expect(credits.balance).toBe(10);
    expect(credits.rows.map((r) => r.delta)).toEqual([10]);
  });
});
