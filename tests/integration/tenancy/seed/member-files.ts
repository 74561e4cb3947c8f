import { runNextJob } from '../../../../core/jobs/runner.ts';
import { startJob } from '../../../../core/jobs/start-job.ts';
import { JOB_KINDS } from '../../../../server/jobs/job-kinds.ts';
import type { Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';

export interface MemberFileFixtures {
  memberImportUploadId: string;
  memberImportJobId: string;
  memberExportJobId: string;
}

/** Merchant A's member import (one row imported, one rejected: its error file holds A's marker) and export, run to their end. */
export async function seedMemberFiles(ctx: Ctx, marker: string): Promise<MemberFileFixtures> {
  const csv = `Name,Email,Phone\nImported ${marker},${marker.toLowerCase()}-import@alpha.test,0123456789\nRejected ${marker},not-an-email,0123456789\n`;
  const upload = await saveUpload(ctx, 'member-import', `${marker}-members.csv`, Buffer.from(csv));
  const imported = await startJob(ctx, JOB_KINDS, { kind: 'member-import', uploadId: upload.id, batch: `Batch ${marker}`, dryRun: false });
  const exported = await startJob(ctx, JOB_KINDS, { kind: 'member-export', format: 'csv' });
  while (await runNextJob(ctx, JOB_KINDS, () => {}, { merchantId: ctx.merchantId }));
  return { memberImportUploadId: upload.id, memberImportJobId: imported.id, memberExportJobId: exported.id };
}
