import { z } from 'zod';
import { ZSessionRow } from '../../core/auth/schema.ts';
import { listSessions, removeSession } from '../../core/auth/sessions.ts';
import { adminProcedure, router } from '../trpc.ts';

export const sessionsRouter = router({
  list: adminProcedure.output(z.array(ZSessionRow)).query(({ ctx }) => listSessions(ctx.core)),
  remove: adminProcedure.input(z.object({ id: z.string().min(1) })).output(z.void()).mutation(({ ctx, input }) => removeSession(ctx.core, input.id)),
});
