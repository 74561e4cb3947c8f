import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { bgResultKey } from '../../../../core/bg-remover/bg-remove-job.ts';
import { writeTemplate } from '../../../../core/catalogue/bulk/templates.ts';
import { runNextJob } from '../../../../core/jobs/runner.ts';
import { JOB_KINDS } from '../../../../server/jobs/job-kinds.ts';
import { startJob } from '../../../../core/jobs/start-job.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface JobFixtures {
  importJobId: string;
  importUploadId: string;
  exportJobId: string;
  massUpdateJobId: string;
  massUpdateUploadId: string;
  /** A finished background removal of one image (written as its run leaves it, without running the model). */
  bgRemoveJobId: string;
}

async function seedBgRemove(ctx: Ctx, marker: string): Promise<string> {
  const params = JSON.stringify({ images: [{ uploadId: 'none', name: `${marker}.png` }] });
  const job = await ctx.db.job.create({ data: { merchantId: ctx.merchantId, kind: 'bg-remove', status: 'completed', fileName: 'background-removed.zip', params, totalRows: 1, doneRows: 1, createdBy: ctx.userId }, select: { id: true } });
  await ctx.env.storage.put(bgResultKey(ctx.merchantId, job.id, 0), await sharp({ create: { width: 8, height: 8, channels: 4, background: '#0000' } }).png().toBuffer());
  return job.id;
}

async function runAll(ctx: Ctx): Promise<void> {
  while (await runNextJob(ctx, JOB_KINDS, () => {}, { merchantId: ctx.merchantId }));
}

/** A mass-update file that changes the stock of A's option. */
async function massUpdateFile(ctx: Ctx, optionSku: string): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeTemplate(ctx, { kind: 'mass-update', format: 'xlsx' }, output);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  workbook.worksheets[0]!.eachRow((row) => {
    if (row.getCell(1).value === optionSku) row.getCell(5).value = 42;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Merchant A's jobs, all run to their end: an import with a rejected row (its error file holds
 * A's marker), an export (its file holds A's products) and a mass update.
 */
export async function seedJobs(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<JobFixtures> {
  const csv = `Product SKU,Name (EN),Description (EN)\nIMPORT-${marker},Product ${marker},short\n`;
  const importUpload = await saveUpload(ctx, 'product-import', `${marker}.csv`, Buffer.from(csv));
  const imported = await startJob(ctx, JOB_KINDS, { kind: 'product-import', uploadId: importUpload.id, mode: 'create', dryRun: false });
  const exported = await startJob(ctx, JOB_KINDS, { kind: 'product-export', format: 'csv' });
  const massUpload = await saveUpload(ctx, 'mass-update', `${marker}.xlsx`, await massUpdateFile(ctx, catalogue.optionSku));
  const massUpdate = await startJob(ctx, JOB_KINDS, { kind: 'mass-update', uploadId: massUpload.id });
  await runAll(ctx);
  return { importJobId: imported.id, importUploadId: importUpload.id, exportJobId: exported.id, massUpdateJobId: massUpdate.id, massUpdateUploadId: massUpload.id, bgRemoveJobId: await seedBgRemove(ctx, marker) };
}
