import { createNpVoucher, listNpVouchers, updateNpVoucher } from '../../core/merchant-points/vouchers.ts';
import { listIssuedVouchers, listRedeemedVouchers, markNpVoucherUsed, merchantPointsBalance, redeemNpVoucher } from '../../core/merchant-points/redeem.ts';
import {
  ZIssuedPage,
  ZMerchantPointsBalance,
  ZNpVoucher,
  ZNpVoucherId,
  ZNpVoucherInput,
  ZRedeemInput,
  ZRedeemedListInput,
  ZRedeemedPage,
  ZRedeemedVoucher,
  ZUpdateNpVoucherInput,
} from '../../core/merchant-points/schema.ts';
import { adminProcedure, router, signedInProcedure } from '../trpc.ts';

/**
 * Merchant points and NP vouchers. /merchant_point/redeem is a login-only route (no module key):
 * every signed-in user; /my-np-voucher and the vouchers on offer are the master admin's.
 */
export const merchantPointsRouter = router({
  balance: signedInProcedure.output(ZMerchantPointsBalance).query(({ ctx }) => merchantPointsBalance(ctx.core)),
  offers: signedInProcedure.output(ZNpVoucher.array()).query(({ ctx }) => listNpVouchers(ctx.core, true)),
  redeem: signedInProcedure.input(ZRedeemInput).output(ZRedeemedVoucher).mutation(({ ctx, input }) => redeemNpVoucher(ctx.core, input)),
  redeemed: signedInProcedure.input(ZRedeemedListInput).output(ZRedeemedPage).query(({ ctx, input }) => listRedeemedVouchers(ctx.core, input)),
  markUsed: signedInProcedure.input(ZNpVoucherId).output(ZRedeemedVoucher).mutation(({ ctx, input }) => markNpVoucherUsed(ctx.core, input)),
  vouchers: adminProcedure.output(ZNpVoucher.array()).query(({ ctx }) => listNpVouchers(ctx.core, false)),
  createVoucher: adminProcedure.input(ZNpVoucherInput).output(ZNpVoucher).mutation(({ ctx, input }) => createNpVoucher(ctx.core, input)),
  updateVoucher: adminProcedure.input(ZUpdateNpVoucherInput).output(ZNpVoucher).mutation(({ ctx, input }) => updateNpVoucher(ctx.core, input)),
  issued: adminProcedure.input(ZRedeemedListInput).output(ZIssuedPage).query(({ ctx, input }) => listIssuedVouchers(ctx.core, input)),
});
