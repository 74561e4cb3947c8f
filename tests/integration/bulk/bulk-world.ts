import { createReadStream } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import { resolveSession } from '../../../core/auth/sessions.ts';
import type { TCampaignProductInput } from '../../../core/campaigns/schema.ts';
import { PRODUCT_COLUMNS, type ProductColumn } from '../../../core/catalogue/bulk/product-columns.ts';
import { readSheetRows } from '../../../core/sheets/sheet-reader.ts';
import { openJobFile } from '../../../core/jobs/job-files.ts';
import { runNextJob } from '../../../core/jobs/runner.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import type { TStartImportInput } from '../../../core/catalogue/bulk/catalogue-job-starts.ts';
import type { TJob } from '../../../core/jobs/schema.ts';
import { baseContext, type Ctx } from '../../../core/shared/context.ts';
import type { UploadPurpose } from '../../../core/uploads/policies.ts';
import { saveUpload } from '../../../core/uploads/service.ts';
import type { Runtime } from '../../../server/runtime.ts';
import { seedMerchant, testRequest, type SeededMerchant } from '../../helpers/fixtures.ts';
import { inEnglish } from '../../helpers/job-summary.ts';
import { HOUR, fromNow } from '../../helpers/sales-promotions.ts';
import { storedPath } from '../../helpers/stored-files.ts';

/** A merchant with a small taxonomy to import into, and its master admin as a core context. */
export interface BulkShop extends SeededMerchant {
  ctx: Ctx;
  categoryIds: { clothing: string; bajuKurung: string };
  brandId: string;
}

export async function bulkShop(rt: Runtime): Promise<BulkShop> {
  const shop = await seedMerchant(rt);
  const ctx = (await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token))!.ctx;
  const admin = shop.admin.caller;
  const clothing = await admin.categories.create({ nameEn: 'Pakaian' });
  const bajuKurung = await admin.categories.create({ nameEn: 'Baju Kurung', parentId: clothing.id });
  const brand = await admin.brands.create({ nameEn: 'Kain Kita' });
  return { ...shop, ctx, categoryIds: { clothing: clothing.id, bajuKurung: bajuKurung.id }, brandId: brand.id };
}

/** A discount campaign of the shop that began an hour ago and ends in an hour. */
export const ongoingCampaign = (shop: BulkShop, name: string, products: TCampaignProductInput[]) =>
  shop.admin.caller.discountCampaigns.create({ name, startAt: fromNow(-HOUR), endAt: fromNow(HOUR), products });

export const upload = (shop: BulkShop, purpose: UploadPurpose, fileName: string, content: string | Buffer) =>
  saveUpload(shop.ctx, purpose, fileName, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);

/**
 * Runs the merchant's queued jobs here and waits for any another process took (on PostgreSQL
 * the test files share one database, and a test's server may run jobs of other files).
 */
export async function runJobs(rt: Runtime, merchantId: string): Promise<void> {
  const base = baseContext(rt.database, rt.env, testRequest());
  while (await runNextJob(base, JOB_KINDS, () => {}, { merchantId }));
  while ((await rt.database.client.job.count({ where: { merchantId, status: { in: ['queued', 'in_progress'] } } })) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a product file, imports it as a job and returns the finished job, its summary in English. */
export async function importFile(rt: Runtime, shop: BulkShop, fileName: string, content: string | Buffer, options: Partial<Omit<TStartImportInput, 'uploadId'>> = {}) {
  const file = await upload(shop, 'product-import', fileName, content);
  const job = await shop.admin.caller.jobs.start({ kind: 'product-import', uploadId: file.id, ...options });
  await runJobs(rt, shop.merchantId);
  return inEnglish(await shop.admin.caller.jobs.get({ id: job.id }));
}

/** The rows of a job's error file (header first), as a spreadsheet would show their cells. */
export async function errorRows(shop: BulkShop, job: Pick<TJob, 'id'>): Promise<string[][]> {
  const file = await openJobFile(shop.ctx, JOB_KINDS, job.id, 'errors');
  const rows: string[][] = [];
  for await (const row of readSheetRows('csv', file.body)) rows.push(row.cells);
  return rows;
}

/** Row, column and reason of each rejected row. */
export const rejections = async (shop: BulkShop, job: Pick<TJob, 'id'>) => (await errorRows(shop, job)).slice(1).map(([row, column, reason]) => [Number(row), column, reason]);

/** A CSV file from rows given by column key (the headers are the file format's). */
export function productCsv(columns: readonly ProductColumn[], rows: readonly (readonly string[])[], options: { bom?: boolean; crlf?: boolean } = {}): string {
  return stringify([columns.map((c) => PRODUCT_COLUMNS[c]), ...rows], { bom: options.bom ?? false, record_delimiter: options.crlf ? 'windows' : 'unix' });
}

/** A file in storage, read whole (small test files only). */
export async function storedText(rt: Runtime, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(storedPath(rt, key))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
