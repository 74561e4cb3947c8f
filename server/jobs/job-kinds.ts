import { runMassUpdateJob, runProductExport, runProductImport } from '../../core/catalogue/bulk/catalogue-jobs.ts';
import { runMassShippingJob } from '../../core/fulfilment/mass-shipping/mass-shipping-job.ts';
import { runPrintJob } from '../../core/fulfilment/print-job.ts';
import type { JobKindRunner } from '../../core/jobs/job-run.ts';
import type { TJobKind } from '../../core/jobs/schema.ts';
import { runMemberExportJob, runMemberImportJob } from '../../core/members/import/member-jobs.ts';
import { runVoucherAssignJob } from '../../core/vouchers/assign-job.ts';

/**
 * Every kind of job and the core handler that runs it: the one registry, here at the composition
 * root so that core/jobs knows no business area. docs/architecture.md has the recipe for a new kind.
 */
export const JOB_KINDS = {
  'product-import': { run: runProductImport },
  'product-export': { run: runProductExport },
  'mass-update': { run: runMassUpdateJob },
  'packaging-print': { run: runPrintJob },
  'mass-shipping': { run: runMassShippingJob },
  'member-import': { run: runMemberImportJob },
  'member-export': { run: runMemberExportJob },
  'voucher-assign': { run: runVoucherAssignJob },
} as const satisfies Record<TJobKind, JobKindRunner>;
