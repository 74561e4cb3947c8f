import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES as M } from '../../../core/sheets/file-messages.ts';
import { inEnglish, type EnglishJob } from '../../helpers/job-summary.ts';
import { fileServer, shopWorld } from '../../helpers/world.ts';
import { repeatedDeflate, workbookEntries, zipFile } from '../../sheets/workbook-files.ts';
import { bulkShop, upload } from './bulk-world.ts';
import { english } from '../../../core/shared/english.ts';

// The probe's files that took the server down, uploaded as a merchant would: each import fails
// its own job with a message naming the problem, and the server answers /healthz throughout.
const { rt, shop } = await shopWorld(bulkShop);
const app = await fileServer(rt);

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const workbook = (sheetXml: string) => zipFile(workbookEntries({ sheets: [{ name: 'Products', xml: sheetXml }] }));

/** A workbook whose sheet is a deflate stream made elsewhere (bombs): the directory says what the stream holds. */
function withSheet(stream: { bytes: Buffer; size: number }): Buffer {
  const entries = workbookEntries({ sheets: [{ name: 'Products', xml: '' }] }).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, deflated: stream } : e));
  return zipFile(entries);
}

/** Polls /healthz until done() says stop; every answer's status and time. */
async function probe(done: () => boolean): Promise<{ statuses: number[]; slowestMs: number }> {
  const statuses: number[] = [];
  let slowestMs = 0;
  while (!done()) {
    const started = performance.now();
    statuses.push((await app.inject({ method: 'GET', url: '/healthz' })).statusCode);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { statuses, slowestMs };
}

async function waitForJobs(ids: readonly string[]): Promise<EnglishJob[]> {
  for (;;) {
    const jobs = await Promise.all(ids.map((id) => shop.admin.caller.jobs.get({ id })));
    if (jobs.every((j) => j.status === 'completed' || j.status === 'failed')) return jobs.map(inEnglish);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('hostile product files on a running server', () => {
  it('fail their own jobs with the reason while /healthz keeps answering', async () => {
    const files: { name: string; bytes: Buffer | string; reason: string }[] = [
      { name: 'far-right.xlsx', bytes: workbook(`${SHEET_HEAD}<row r="1"><c r="ZZZZZZZ1"><v>1</v></c></row>${SHEET_TAIL}`), reason: 'Row 1 has a cell past the last column of a sheet (XFD): ZZZZZZZ1.' },
      { name: 'endless.xlsx', bytes: withSheet(repeatedDeflate('<row><c><v>1</v></c></row>', 11_000_000, SHEET_HEAD, SHEET_TAIL)), reason: english(M.zipRatio('xl/worksheets/sheet1.xml')) },
      { name: 'columns.csv', bytes: `Product SKU${','.repeat(1_000_000)}\r\nBK-1\r\n`, reason: english(M.tooManyColumns(1)) },
    ];
    const ids: string[] = [];
    for (const file of files) {
      const stored = await upload(shop, 'product-import', file.name, file.bytes);
      ids.push((await shop.admin.caller.jobs.start({ kind: 'product-import', uploadId: stored.id, dryRun: true })).id);
    }
    let finished = false;
    const [health, jobs] = await Promise.all([probe(() => finished), waitForJobs(ids).finally(() => (finished = true))]);
    expect(health.statuses.length).toBeGreaterThan(0);
    expect(health.statuses.every((s) => s === 200)).toBe(true);
    for (const [i, job] of jobs.entries()) {
      expect(job.status, files[i]!.name).toBe('failed');
      expect(job.summary, files[i]!.name).toContain(files[i]!.reason);
    }
  }, 120_000);
});
