import type { Finished, JobRun } from '../jobs/job-run.ts';
import { runPagedSheetExport } from '../jobs/sheet-export.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { CONTACT_CATEGORY, CONTACT_COLUMNS as C } from './constants.ts';
import { CONTACT_SELECT, contactWhere, toContact } from './contacts.ts';
import type { TContactExportInput } from './schema.ts';

export const CONTACT_EXPORT_SUMMARY = { exported: 'contactExport.exported' } as const;

/** The import's own columns, so an export imports again as it is. */
export const CONTACT_EXPORT_HEADER = [C.name, C.companyName, C.contact, C.email, C.whatsapp, C.date];

export function startContactExport(_ctx: Ctx, input: TContactExportInput): Promise<JobStart<TContactExportInput>> {
  return Promise.resolve({
    fileName: `contacts.${input.format}`,
    uploadId: null,
    params: input,
    log: { action: msg('log.contacts.exportStarted', { format: input.format.toUpperCase() }), category: CONTACT_CATEGORY },
  });
}

/** The contacts the list's filters keep, latest date first, as CSV (the sheet writer guards formula-like text: a name may begin with "=") or XLSX. */
export function runContactExport(ctx: Ctx, run: JobRun<TContactExportInput>): Promise<Finished> {
  const where = contactWhere(ctx, run.job.params);
  return runPagedSheetExport(ctx, run, {
    format: run.job.params.format,
    header: CONTACT_EXPORT_HEADER,
    sheetName: 'Contacts',
    summaryCode: CONTACT_EXPORT_SUMMARY.exported,
    total: () => ctx.db.contact.count({ where }),
    page: async (skip, take) =>
      (await ctx.db.contact.findMany({ where, select: CONTACT_SELECT, orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }], skip, take }))
        .map((row) => toContact(ctx, row))
        .map((c) => [c.name, c.companyName, c.contact, c.email, c.whatsapp, c.date]),
  });
}
