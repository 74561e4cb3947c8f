import { searchWhere } from '../members/member-list.ts';
import type { Ctx } from '../shared/context.ts';
import { ZRecipientSearchInput, type TRecipientOption, type TVoucherOption } from './schema.ts';

/** Up to 20 members to send to: by member number, or the start of the name or e-mail (the member list's search). */
export function searchRecipients(ctx: Ctx, raw: { search?: string }): Promise<TRecipientOption[]> {
  const { search } = ZRecipientSearchInput.parse(raw);
  return ctx.db.member.findMany({
    where: { merchantId: ctx.merchantId, ...(search && searchWhere(search)) },
    select: { id: true, memberNo: true, name: true, email: true },
    orderBy: { memberNo: 'asc' },
    take: 20,
  });
}

/**
 * The shop's active vouchers a broadcast can carry, newest first. The birthday campaign's own
 * voucher is left out: its codes belong to the daily birthday run.
 */
export async function listVoucherOptions(ctx: Ctx): Promise<TVoucherOption[]> {
  const campaign = await ctx.db.birthdayCampaign.findUnique({ where: { merchantId: ctx.merchantId }, select: { voucherId: true } });
  return ctx.db.voucher.findMany({
    where: { merchantId: ctx.merchantId, active: true, ...(campaign?.voucherId && { id: { not: campaign.voucherId } }) },
    select: { id: true, name: true, code: true, kind: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: 200,
  });
}
