import { createWriteStream, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { startJob } from '../../../core/jobs/start-job.ts';
import { JOB_KINDS } from '../../../server/jobs/job-kinds.ts';
import { summaryOfRow } from '../run-job.ts';
import { mb, measured } from './measure.ts';
import { adminCtx, finishedJob, readShop, runJobs, runtimeAt, type Place } from './place.ts';

/** The packaging bill of the newest orders preparing to ship, through the print job. */
export async function printCase(place: Place, count: number): Promise<object> {
  const rt = await runtimeAt(place);
  try {
    const shop = readShop(place);
    const ctx = await adminCtx(rt, shop);
    const ids = (await rt.database.client.order.findMany({ where: { merchantId: shop.merchantId, status: 4 }, select: { id: true }, orderBy: { placedAt: 'desc' }, take: count })).map((o) => o.id);
    const run = await measured(async () => {
      const job = await startJob(ctx, JOB_KINDS, { kind: 'packaging-print', documents: 'packaging', orderIds: ids });
      await runJobs(rt, shop.merchantId);
      return finishedJob(rt, shop.merchantId, job.id);
    });
    const file = Buffer.concat(await (await rt.env.storage.get(run.result.resultKey!)).toArray());
    const pages = file.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
    return { case: 'packaging-pdf', orders: ids.length, pages, pdfMb: mb(file.length), wallMs: run.wallMs, pagesPerSec: Math.round(pages / (run.wallMs / 1000)), peakRssMb: run.peakRssMb, summary: summaryOfRow(run.result) };
  } finally {
    await rt.close();
  }
}

/** A PDF of as many pages with one line of text each, by pdfkit alone. */
export async function printFloorCase(place: Place, pages: number): Promise<object> {
  const file = path.join(place.dir, 'floor.pdf');
  const run = await measured(async () => {
    const doc = new PDFDocument({ size: 'A4', autoFirstPage: false, compress: true });
    const output = createWriteStream(file);
    doc.pipe(output);
    for (let i = 0; i < pages; i++) doc.addPage().font('Helvetica').fontSize(12).text(`Page ${i + 1}`);
    doc.end();
    await once(output, 'close');
  });
  return { case: 'packaging-pdf-floor', pages, pdfMb: mb(statSync(file).size), wallMs: run.wallMs, peakRssMb: run.peakRssMb };
}
