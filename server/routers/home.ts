import { ZHomeSummary } from '../../core/home/schema.ts';
import { homeSummary } from '../../core/home/service.ts';
import { router, signedInProcedure } from '../trpc.ts';

export const homeRouter = router({
  summary: signedInProcedure.output(ZHomeSummary).query(({ ctx }) => homeSummary(ctx.core)),
});
