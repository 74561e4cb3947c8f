import { z } from 'zod';
import { ZVersionRow, listVersions } from '../../core/versions/service.ts';
import { router, signedInProcedure } from '../trpc.ts';

export const versionsRouter = router({
  list: signedInProcedure.output(z.array(ZVersionRow)).query(({ ctx }) => listVersions(ctx.core.db)),
});
