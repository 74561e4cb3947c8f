import type { BaseCtx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { randomCode } from '../vouchers/code-format.ts';
import { DISCOUNT_TYPE, VOUCHER_KIND, VOUCHER_MODE, VOUCHER_TYPE } from '../vouchers/constants.ts';
import { BIRTHDAY_VOUCHER as V } from './constants.ts';
import type { TBirthdaySettings } from './schema.ts';
import { msg } from '../shared/messages.ts';

type TenantCtx = BaseCtx & { merchantId: string };

/** Rounds of drawing before giving up; with 31^8 codes per prefix a second round is already rare. */
const MAX_ROUNDS = 5;

/** A new code with the birthday prefix that no voucher and no code of the merchant has yet. */
export async function freshCode(tx: TenantCtx): Promise<string> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const code = randomCode(V.codePrefix);
    const [voucher, generated] = await Promise.all([
      tx.db.voucher.findFirst({ where: { merchantId: tx.merchantId, codeKey: code }, select: { id: true } }),
      tx.db.voucherCode.findFirst({ where: { merchantId: tx.merchantId, code }, select: { id: true } }),
    ]);
    if (!voucher && !generated) return code;
  }
  throw new AppError('BIRTHDAY.CODES_EXHAUSTED', msg('birthday.codesExhausted', { prefix: V.codePrefix }), 'failed');
}

/** The voucher's discount, mirrored from the campaign; a free-shipping discount makes a free-shipping voucher. */
const discountOf = (s: TBirthdaySettings) => ({
  type: s.discountType === DISCOUNT_TYPE.freeShipping ? VOUCHER_TYPE.freeShipping : VOUCHER_TYPE.storeWide,
  discountType: s.discountType,
  amountSen: s.amountSen,
  percentBp: s.percentBp,
  maxDiscountSen: s.maxDiscountSen,
  minCartSen: s.minCartSen,
});

/**
 * Creates the campaign's bulk voucher (members only, hidden from the website) or brings its
 * discount in line with the settings. Codes already handed out share the voucher, so a changed
 * discount applies to them too; the voucher list cannot delete it (core/vouchers/delete.ts).
 * Answers the voucher's id.
 */
export async function saveCampaignVoucher(tx: TenantCtx, voucherId: string | null, settings: TBirthdaySettings): Promise<string> {
  if (voucherId) {
    await tx.db.voucher.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: voucherId } }, data: discountOf(settings), select: { id: true } });
    return voucherId;
  }
  const code = await freshCode(tx);
  const created = await tx.db.voucher.create({
    data: {
      merchantId: tx.merchantId,
      name: V.name,
      code,
      codeKey: code,
      kind: VOUCHER_KIND.bulk,
      mode: VOUCHER_MODE.membersOnly,
      displayed: false,
      active: true,
      quantity: V.quantity,
      perMemberLimit: V.quantity,
      claimStartAt: tx.now(),
      claimEndAt: V.claimEndAt,
      ...discountOf(settings),
    },
    select: { id: true },
  });
  return created.id;
}
