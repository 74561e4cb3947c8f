import type { Finished, JobRun } from '../jobs/job-run.ts';
import { runPagedSheetExport } from '../jobs/sheet-export.ts';
import type { JobStart } from '../jobs/start-job.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import type { SheetCell } from '../sheets/sheet-writer.ts';
import type { TResumeExportInput, TResumeRow } from './resume-schema.ts';
import { RESUME_ORDER, resumeRows, resumeWhere } from './resumes.ts';

export const RESUME_EXPORT_SUMMARY = { exported: 'resumeExport.exported' } as const;

export const RESUME_EXPORT_HEADER = [
  'Received at',
  'Position',
  'Name',
  'E-mail',
  'Mobile',
  'Current position',
  'Last company',
  'Education',
  'Institute',
  'Years of experience',
  'Salary',
  'Expected salary',
  'Cover letter',
  'Attachment',
];

const money = (cents: number | null): SheetCell => (cents === null ? '' : cents / 100);

const line = (r: TResumeRow): SheetCell[] => [
  r.createdAt.toISOString(),
  r.positionTitle,
  r.name,
  r.email,
  r.mobile,
  r.currentPosition,
  r.lastCompany,
  r.education,
  r.institute,
  r.experienceYears ?? '',
  money(r.salaryCents),
  money(r.expectedSalaryCents),
  r.coverLetter,
  r.attachment?.fileName ?? '',
];

export function startResumeExport(_ctx: Ctx, input: TResumeExportInput): Promise<JobStart<TResumeExportInput>> {
  return Promise.resolve({ fileName: `resumes.${input.format}`, uploadId: null, params: input, log: { action: msg('log.resumes.exportStarted', { format: input.format.toUpperCase() }), category: 'manage' } });
}

/** Every resume the recruitment list's filters keep, newest first, into the job's result file (CSV guarded against formulas: a candidate writes the cover letter; or XLSX). */
export function runResumeExport(ctx: Ctx, run: JobRun<TResumeExportInput>): Promise<Finished> {
  const { format, ...filters } = run.job.params;
  const where = resumeWhere(ctx, filters);
  return runPagedSheetExport(ctx, run, {
    format,
    header: RESUME_EXPORT_HEADER,
    sheetName: 'Resumes',
    summaryCode: RESUME_EXPORT_SUMMARY.exported,
    total: () => ctx.db.resume.count({ where }),
    page: async (skip, take) => (await resumeRows(ctx, await ctx.db.resume.findMany({ where, orderBy: RESUME_ORDER, skip, take }))).map(line),
  });
}
