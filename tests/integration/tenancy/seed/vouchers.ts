import { createMember } from '../../../../core/members/create-member.ts';
import { withTransaction, type Ctx } from '../../../../core/shared/context.ts';
import { saveUpload } from '../../../../core/uploads/service.ts';
import { claimVoucher } from '../../../../core/vouchers/claims.ts';
import { handOutCodes } from '../../../../core/vouchers/code-assignment.ts';
import { generateCodes } from '../../../../core/vouchers/code-generation.ts';
import { createVoucher } from '../../../../core/vouchers/vouchers.ts';
import type { CatalogueFixtures } from './catalogue.ts';

export interface VoucherFixtures {
  voucherId: string;
  /** A product voucher of A's product. */
  productVoucherId: string;
  /** A bulk voucher with codes, one assigned to A's member. */
  bulkVoucherId: string;
  voucherCodeId: string;
  /** A's member's claim of the normal voucher. */
  voucherClaimId: string;
  voucherMemberId: string;
  /** The member list the code was assigned from. */
  voucherListId: string;
}

const HOUR = 3_600_000;

/** A's vouchers, a voucher run with a code assigned, and a claim, texts carrying A's marker. */
export async function seedVouchers(ctx: Ctx, marker: string, catalogue: CatalogueFixtures): Promise<VoucherFixtures> {
  const email = `${marker.toLowerCase()}-voucher@alpha.test`;
  const member = await withTransaction(ctx, (tx) => createMember(tx, { name: `Voucher member ${marker}`, email }, 'dashboard'));
  const form = { type: 1, discountType: 1, amountSen: 500, quantity: 10, mode: 1, displayed: true, active: true, claimStartAt: new Date(Date.now() - HOUR), claimEndAt: new Date(Date.now() + 720 * HOUR) } as const;
  const voucher = await createVoucher(ctx, { ...form, name: `Voucher ${marker}`, code: marker });
  const productVoucher = await createVoucher(ctx, { ...form, name: `Shirt voucher ${marker}`, code: `P${marker}`, type: 2, productIds: [catalogue.productId] });
  const bulk = await createVoucher(ctx, { ...form, kind: 3, name: `Bulk voucher ${marker}`, code: `B${marker}` });
  await generateCodes(ctx, { voucherId: bulk.id, count: 3 });
  const list = await saveUpload(ctx, 'voucher-members', `${marker}-members.csv`, Buffer.from(`Email\n${email}\n`));
  await handOutCodes(ctx, bulk.id, [member.id]);
  const code = await ctx.db.voucherCode.findFirstOrThrow({ where: { merchantId: ctx.merchantId, voucherId: bulk.id, memberId: member.id }, select: { id: true } });
  const claim = await claimVoucher(ctx, { memberId: member.id, voucherId: voucher.id });
  return {
    voucherId: voucher.id,
    productVoucherId: productVoucher.id,
    bulkVoucherId: bulk.id,
    voucherCodeId: code.id,
    voucherClaimId: claim.id,
    voucherMemberId: member.id,
    voucherListId: list.id,
  };
}
