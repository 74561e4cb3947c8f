import { updateEach } from '../db/bulk-write.ts';
import { memberTypeWhere } from '../members/member-types.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { writeLog } from '../user-logs/audited.ts';
import { VOUCHER_KIND, VOUCHER_LOG_CATEGORY as CATEGORY, VOUCHER_MESSAGES as M } from './constants.ts';
import { membersOfList, type ListedMembers } from './member-list.ts';
import { ZAssignCodesInput, type TAssignCodesInput, type TAssignCodesResult } from './schema.ts';
import { findVoucher, lockVoucher } from './store.ts';
import { formatCount } from '../shared/numbers.ts';

/** Codes handed out per round: free codes are read this many at a time. */
const CHUNK = 1_000;
/** Handing out 100,000 codes takes a few seconds; the default 15 s transaction limit is too tight on a busy machine. */
const TIMEOUT_MS = 120_000;

/** The members of the segment: a member type now (the member list's own rule), or an uploaded list. */
async function segmentMembers(ctx: Ctx, segment: TAssignCodesInput['segment']): Promise<ListedMembers> {
  if ('uploadId' in segment) return membersOfList(ctx, segment.uploadId);
  const rows = await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, ...memberTypeWhere(segment.memberType, ctx.now()) }, select: { id: true }, orderBy: { memberNo: 'asc' } });
  return { memberIds: rows.map((r) => r.id), repeats: 0, unknown: [] };
}

/**
 * Hands a bulk voucher's free codes (unassigned and unused) to the members of a segment, one code
 * each. Members who hold a code of the voucher already are skipped; when fewer codes are free
 * than the segment's members without one need, nothing is assigned and the message says how many
 * are missing. With a limit, only that many of those members (the first in the segment's order)
 * get theirs now, and the result says how many remain for the next call. One transaction with the
 * voucher locked, so two assignments never hand out the same code.
 */
export async function assignCodes(ctx: Ctx, raw: TAssignCodesInput): Promise<TAssignCodesResult> {
  const input = ZAssignCodesInput.parse(raw);
  const voucher = await findVoucher(ctx, input.voucherId, { name: true, kind: true });
  if (voucher.kind !== VOUCHER_KIND.bulk) throw new AppError('VOUCHER.NOT_BULK', M.notBulk, 'invalid', 'voucherId');
  const listed = await segmentMembers(ctx, input.segment);
  return withTransaction(
    ctx,
    async (tx) => {
      await lockVoucher(tx, input.voucherId);
      const where = { merchantId: tx.merchantId, voucherId: input.voucherId };
      const holders = new Set((await tx.db.voucherCode.findMany({ where: { ...where, memberId: { not: null } }, select: { memberId: true } })).map((c) => c.memberId));
      const members = listed.memberIds.filter((id) => !holders.has(id));
      const free = await tx.db.voucherCode.count({ where: { ...where, memberId: null, usedAt: null } });
      if (free < members.length) throw new AppError('VOUCHER.NOT_ENOUGH_CODES', M.notEnoughCodes(members.length, free), 'invalid', 'segment');
      const now = tx.now();
      const handed = members.slice(0, input.limit ?? members.length);
      for (let done = 0; done < handed.length; done += CHUNK) {
        const batch = handed.slice(done, done + CHUNK);
        const codes = await tx.db.voucherCode.findMany({ where: { ...where, memberId: null, usedAt: null }, select: { id: true }, orderBy: { id: 'asc' }, take: batch.length });
        await updateEach(tx, 'VoucherCode', ['merchantId', 'id'], codes.map((c, i) => ({ merchantId: tx.merchantId, id: c.id, memberId: batch[i]!, assignedAt: now })));
      }
      const result = { assigned: handed.length, skipped: listed.memberIds.length - members.length + listed.repeats, unknown: listed.unknown, remaining: members.length - handed.length };
      // A call with limit 0 only counts: it changes nothing to log.
      if (input.limit !== 0) await writeLog(tx, { action: `Assigned ${formatCount(result.assigned)} codes of voucher "${voucher.name}"`, category: CATEGORY });
      return result;
    },
    TIMEOUT_MS,
  );
}
