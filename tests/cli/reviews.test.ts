import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../helpers/orders.ts';
import { cliWorld } from './cli-world.ts';

// The real `merchant` binary on the local database: the reviews export as an operator scripts it.
const world = cliWorld();
let as: string[];

beforeAll(async () => {
  const rt = await world.openRuntime();
  const shop = await seedShop(rt);
  as = ['--token', shop.admin.token];
  for (const [reviewerName, stars] of [['Siti Aminah', 5], ['Rajesh Kumar', 2], ['陈美玲', 5]] as const) {
    await shop.admin.caller.reviews.create({ productId: shop.shirt.id, reviewerName, stars, comment: 'ok', reviewedAt: new Date('2026-10-02T04:00:00Z') });
  }
});

describe('merchant reviews export', () => {
  it('writes the reviews of a filter to XLSX, with a summary naming the file', async () => {
    const out = path.join(world.dir, 'five-stars.xlsx');
    const result = await world.run([...as, 'reviews', 'export', '--stars', '5', '--format', 'xlsx', '--out', out]);
    expect([result.code, result.stdout]).toEqual([0, `Exported 2 reviews to ${out}.\n`]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.getWorksheet('Reviews')!;
    expect(sheet.rowCount).toBe(3);
    expect([2, 3].map((r) => sheet.getRow(r).getCell(4).value).sort()).toEqual(['Siti Aminah', '陈美玲']);
  });

  it('refuses a star count outside 1 to 5', async () => {
    const result = await world.run([...as, 'reviews', 'export', '--stars', '6', '--out', path.join(world.dir, 'x.csv')]);
    expect(result.code).toBe(2);
  });
});
