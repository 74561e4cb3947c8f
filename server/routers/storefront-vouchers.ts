import { claimVoucher, claimableVouchers } from '../../core/vouchers/claims.ts';
import { ZClaimInput, ZClaimableInput, ZClaimableVouchers, ZVoucherClaim, ZWalletInput, ZWalletVouchers } from '../../core/vouchers/schema.ts';
import { walletVouchers } from '../../core/vouchers/wallet.ts';
import { router, storefrontProcedure } from '../trpc.ts';

/** Vouchers on the merchant's website (site key): those open to claim now, a member saving one to their wallet, and the member's wallet. */
export const storefrontVouchersRouter = router({
  claimable: storefrontProcedure.input(ZClaimableInput).output(ZClaimableVouchers).query(({ ctx, input }) => claimableVouchers(ctx.store, input)),
  claim: storefrontProcedure.input(ZClaimInput).output(ZVoucherClaim).mutation(({ ctx, input }) => claimVoucher(ctx.store, input)),
  wallet: storefrontProcedure.input(ZWalletInput).output(ZWalletVouchers).query(({ ctx, input }) => walletVouchers(ctx.store, input)),
});
