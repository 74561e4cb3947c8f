import { claimVoucher, claimableVouchers } from '../../core/vouchers/claims.ts';
import { ZClaimInput, ZClaimableInput, ZClaimableVouchers, ZVoucherClaim } from '../../core/vouchers/schema.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** Vouchers on the merchant's website (site key): those open to claim now, and a member saving one to their wallet. */
export const storefrontVouchersRouter = router({
  claimable: storefrontProcedure.input(ZClaimableInput).output(ZClaimableVouchers).query(({ ctx, input }) => claimableVouchers(ctx.store, input)),
  claim: storefrontProcedure.input(ZClaimInput).output(ZVoucherClaim).mutation(({ ctx, input }) => claimVoucher(ctx.store, input)),
});
