import { updateEach } from '../db/bulk-write.ts';
import { memberTypeWhere } from '../members/member-types.ts';
import { withTransaction, type Ctx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { writeLog } from '../user-logs/audited.ts';
import { VOUCHER_KIND, VOUCHER_LOG_CATEGORY as CATEGORY, VOUCHER_MESSAGES as M } from './constants.ts';
import { ZAssignCodesInput, type TAssignCodesInput, type TAssignCodesResult } from './schema.ts';
import { findVoucher, lockVoucher } from './store.ts';
import { msg } from '../shared/messages.ts';

/** Members served per transaction: each hands out this many codes with the voucher locked, briefly. */
const CHUNK = 1_000;

/** A bulk voucher of ctx's merchant, or the refusal. */
export async function bulkVoucher(ctx: Ctx, voucherId: string): Promise<{ name: string }> {
  const voucher = await findVoucher(ctx, voucherId, { name: true, kind: true });
  if (voucher.kind !== VOUCHER_KIND.bulk) throw new AppError('VOUCHER.NOT_BULK', M.notBulk, 'invalid', 'voucherId');
  return voucher;
}

/** Of memberIds, those who hold no code of the voucher yet. */
export async function withoutCode(ctx: Ctx, voucherId: string, memberIds: readonly string[]): Promise<string[]> {
  const holders = new Set<string | null>();
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const rows = await ctx.db.voucherCode.findMany({ where: { merchantId: ctx.merchantId, voucherId, memberId: { in: memberIds.slice(i, i + CHUNK) } }, select: { memberId: true } });
    for (const row of rows) holders.add(row.memberId);
  }
  return memberIds.filter((id) => !holders.has(id));
}

/** Refuses, assigning nothing, when fewer codes are free than members need one. */
export async function assertCodesFor(ctx: Ctx, voucherId: string, members: number): Promise<void> {
  const free = await ctx.db.voucherCode.count({ where: { merchantId: ctx.merchantId, voucherId, memberId: null, usedAt: null } });
  if (free < members) throw new AppError('VOUCHER.NOT_ENOUGH_CODES', M.notEnoughCodes(members, free), 'invalid', 'segment');
}

/**
 * Hands one free code (unassigned and unused) to each of these members who holds none yet, a
 * chunk of members a transaction with the voucher locked, so two assignments never hand out the
 * same code and the shop's own writes wait at most one chunk. Safe to run again: members who hold
 * a code are skipped. Returns how many codes were handed out.
 */
export async function handOutCodes(ctx: Ctx, voucherId: string, memberIds: readonly string[]): Promise<number> {
  let assigned = 0;
  for (let done = 0; done < memberIds.length; done += CHUNK) {
    assigned += await withTransaction(ctx, async (tx) => {
      await lockVoucher(tx, voucherId);
      const members = await withoutCode(tx, voucherId, memberIds.slice(done, done + CHUNK));
      if (members.length === 0) return 0;
      const where = { merchantId: tx.merchantId, voucherId, memberId: null, usedAt: null };
      const codes = await tx.db.voucherCode.findMany({ where, select: { id: true }, orderBy: { id: 'asc' }, take: members.length });
      if (codes.length < members.length) throw new AppError('VOUCHER.NOT_ENOUGH_CODES', M.notEnoughCodes(members.length, codes.length), 'invalid', 'segment');
      const now = tx.now();
      await updateEach(tx, 'VoucherCode', ['merchantId', 'id'], codes.map((c, i) => ({ merchantId: tx.merchantId, id: c.id, memberId: members[i]!, assignedAt: now })));
      return members.length;
    });
  }
  return assigned;
}

/** The user-log entry of an assignment. */
export const assignLog = (voucherName: string, assigned: number) => ({ action: msg('log.vouchers.codesAssigned', { count: assigned, voucher: voucherName }), category: CATEGORY });

/**
 * Hands a bulk voucher's free codes to the members of a member type, one code each. Members who
 * hold a code of the voucher already are skipped; when fewer codes are free than the members
 * without one need, nothing is assigned and the message says how many are missing. With a
 * limit, only that many of those members (the first by member number) get theirs now, and the
 * result says how many remain for the next call.
 */
export async function assignCodes(ctx: Ctx, raw: TAssignCodesInput): Promise<TAssignCodesResult> {
  const input = ZAssignCodesInput.parse(raw);
  const voucher = await bulkVoucher(ctx, input.voucherId);
  const rows = await ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, ...memberTypeWhere(input.segment.memberType, ctx.now()) }, select: { id: true }, orderBy: { memberNo: 'asc' } });
  const segment = rows.map((r) => r.id);
  const members = await withoutCode(ctx, input.voucherId, segment);
  await assertCodesFor(ctx, input.voucherId, members.length);
  const handed = members.slice(0, input.limit ?? members.length);
  const assigned = await handOutCodes(ctx, input.voucherId, handed);
  // A call with limit 0 only counts: it changes nothing to log.
  if (input.limit !== 0) await writeLog(ctx, assignLog(voucher.name, assigned));
  return { assigned, skipped: segment.length - members.length, remaining: members.length - handed.length };
}
