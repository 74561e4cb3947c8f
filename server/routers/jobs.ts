import { getJob, listJobs, startExport, startImport, startMassUpdate } from '../../core/jobs/service.ts';
import { ZJob, ZJobIdInput, ZJobListInput, ZJobPage, ZStartExportInput, ZStartImportInput, ZStartMassUpdateInput } from '../../core/jobs/schema.ts';
import { moduleProcedure, router, signedInProcedure } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

/** Product imports, exports and mass updates started here; any job (of a module the user may view) followed with get. */
export const jobsRouter = router({
  startImport: edit.input(ZStartImportInput).output(ZJob).mutation(({ ctx, input }) => startImport(ctx.core, input)),
  startExport: edit.input(ZStartExportInput).output(ZJob).mutation(({ ctx, input }) => startExport(ctx.core, input)),
  startMassUpdate: edit.input(ZStartMassUpdateInput).output(ZJob).mutation(({ ctx, input }) => startMassUpdate(ctx.core, input)),
  get: signedInProcedure.input(ZJobIdInput).output(ZJob).query(({ ctx, input }) => getJob(ctx.core, input.id)),
  list: view.input(ZJobListInput).output(ZJobPage).query(({ ctx, input }) => listJobs(ctx.core, input)),
});
