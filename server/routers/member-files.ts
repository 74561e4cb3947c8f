import { ZJob, ZJobIdInput, ZJobPage } from '../../core/jobs/schema.ts';
import { getMemberJob, listMemberJobs, startMemberExport, startMemberImport } from '../../core/members/import/member-jobs.ts';
import { ZMemberJobListInput, ZStartMemberExportInput, ZStartMemberImportInput } from '../../core/members/import/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');
const edit = moduleProcedure('my_sales', 'edit');

/**
 * Member import (CSV) and export (CSV or XLSX), run as jobs and followed with job; files at
 * /api/jobs/{id}/errors|result, the sample at /api/members/import-sample.
 */
export const memberFilesRouter = router({
  startImport: edit.input(ZStartMemberImportInput).output(ZJob).mutation(({ ctx, input }) => startMemberImport(ctx.core, input)),
  startExport: edit.input(ZStartMemberExportInput).output(ZJob).mutation(({ ctx, input }) => startMemberExport(ctx.core, input)),
  job: view.input(ZJobIdInput).output(ZJob).query(({ ctx, input }) => getMemberJob(ctx.core, input.id)),
  jobs: view.input(ZMemberJobListInput).output(ZJobPage).query(({ ctx, input }) => listMemberJobs(ctx.core, input)),
});
