import { can, type ModuleKey } from '../permissions/modules.ts';
import type { Ctx } from '../shared/context.ts';
import { forbidden } from '../jobs/job-access.ts';

/** Who may read a report: users with view on its module, or the master admin only (the affiliate reports). */
export type ReportAccess = { module: ModuleKey } | 'admin';

export function assertReportAccess(ctx: Ctx, access: ReportAccess): void {
  const allowed = access === 'admin' ? ctx.isMasterAdmin : can(ctx.permissions, access.module, 'view');
  if (!allowed) throw forbidden();
}
