import { ZAccountInformation, ZUpdateRecipientsInput } from '../../core/account/schema.ts';
import { getAccountInformation, updateEmailRecipients } from '../../core/account/service.ts';
import { adminProcedure, router } from '../trpc.ts';

export const accountRouter = router({
  information: adminProcedure.output(ZAccountInformation).query(({ ctx }) => getAccountInformation(ctx.core)),
  updateRecipients: adminProcedure.input(ZUpdateRecipientsInput).output(ZAccountInformation).mutation(({ ctx, input }) => updateEmailRecipients(ctx.core, input)),
});
