import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { jobForOutput } from '../../cli/jobs/english-summary.ts';
import { openJobFile } from '../../core/jobs/job-files.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';
import type { Runtime } from '../../server/runtime.ts';
import type { SeededMerchant } from './fixtures.ts';
import { contextOf, runJobs } from './sales-documents.ts';

export async function textOf(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Uploads a member CSV and runs its import to the end; the finished job, its summary in English. */
export async function importMembersFile(rt: Runtime, shop: SeededMerchant, body: string | Buffer, options: { batch: string; dryRun?: boolean; name?: string }) {
  const ctx = await contextOf(rt, shop.admin.token);
  const upload = await saveUpload(ctx, 'member-import', options.name ?? 'members.csv', Buffer.isBuffer(body) ? body : Buffer.from(body));
  const job = await shop.admin.caller.jobs.start({ kind: 'member-import', uploadId: upload.id, batch: options.batch, dryRun: options.dryRun ?? false });
  await runJobs(rt, shop.merchantId);
  return jobForOutput(await shop.admin.caller.jobs.get({ id: job.id }));
}

/** The error file's rows: its header, then [row, column, reason, ...the row's own cells]. */
export async function errorFileRows(rt: Runtime, shop: SeededMerchant, jobId: string): Promise<string[][]> {
  const file = await openJobFile(await contextOf(rt, shop.admin.token), JOB_KINDS, jobId, 'errors');
  return parse((await textOf(file.body)).replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
}

/** The merchant's members as stored, by member number. */
export const membersOf = (rt: Runtime, merchantId: string) =>
  rt.database.client.member.findMany({
    where: { merchantId },
    orderBy: { memberNo: 'asc' },
    select: { memberNo: true, name: true, nameKey: true, email: true, emailKey: true, phone: true, dateOfBirth: true, source: true, importBatch: true, status: true },
  });
