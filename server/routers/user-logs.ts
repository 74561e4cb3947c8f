import { ZLogActionsInput, ZLogDayPage, ZLogDaysInput, ZLogEntryPage } from '../../core/user-logs/schema.ts';
import { listLogActions, listLogDays } from '../../core/user-logs/service.ts';
import { adminProcedure, router } from '../trpc.ts';

export const userLogsRouter = router({
  days: adminProcedure.input(ZLogDaysInput).output(ZLogDayPage).query(({ ctx, input }) => listLogDays(ctx.core, input)),
  actions: adminProcedure.input(ZLogActionsInput).output(ZLogEntryPage).query(({ ctx, input }) => listLogActions(ctx.core, input)),
});
