import { ZAccountInformation, ZUpdateRecipientsInput } from '../../core/account/schema.ts';
import { getAccountInformation, updateEmailRecipients } from '../../core/account/service.ts';
import { ZMyAccount } from '../../core/account/my-account-schema.ts';
import { myAccount } from '../../core/account/my-account.ts';
import { adminProcedure, router, signedInProcedure } from '../trpc.ts';

export const accountRouter = router({
  /** Every user's own account (/account_information); the merchant's is the master admin's. */
  me: signedInProcedure.output(ZMyAccount).query(({ ctx }) => myAccount(ctx.core)),
  information: adminProcedure.output(ZAccountInformation).query(({ ctx }) => getAccountInformation(ctx.core)),
  updateRecipients: adminProcedure.input(ZUpdateRecipientsInput).output(ZAccountInformation).mutation(({ ctx, input }) => updateEmailRecipients(ctx.core, input)),
});
