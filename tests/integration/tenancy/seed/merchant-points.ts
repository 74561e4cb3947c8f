import { grantCredits } from '../../../../core/credits/ledger.ts';
import { redeemNpVoucher } from '../../../../core/merchant-points/redeem.ts';
import { createNpVoucher } from '../../../../core/merchant-points/vouchers.ts';
import { withTransaction, type Ctx } from '../../../../core/shared/context.ts';

export interface MerchantPointsFixtures {
  npVoucherId: string;
  redemptionId: string;
}

/** A's NP voucher on offer (named with A's marker) and one bought with A's merchant points. */
export async function seedMerchantPoints(ctx: Ctx, marker: string): Promise<MerchantPointsFixtures> {
  await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'merchant_points', amount: 1000, reason: 'top_up' }));
  const voucher = await createNpVoucher(ctx, { name: `Voucher ${marker}`, points: 300, remark: marker });
  const redeemed = await redeemNpVoucher(ctx, { voucherId: voucher.id });
  return { npVoucherId: voucher.id, redemptionId: redeemed.id };
}
