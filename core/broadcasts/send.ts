import type { MailInput } from '../mail/outbox.ts';
import { queueMail } from '../mail/outbox.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { VOUCHER_KIND } from '../vouchers/constants.ts';
import { lockVoucher } from '../vouchers/store.ts';
import { BROADCAST_LOG_CATEGORY as CATEGORY, BROADCAST_MESSAGES as M, BROADCAST_STATUS } from './constants.ts';
import { ZBroadcastIdInput, type TSendResult } from './schema.ts';
import { lockDraft } from './store.ts';
import { msg } from '../shared/messages.ts';

type Member = { id: string; name: string; email: string };

/** The e-mail one recipient gets: the broadcast's subject and message, and the voucher code when it carries one. */
export function broadcastMail(member: Member, shopName: string, broadcast: { subject: string; message: string }, code: string | null): MailInput {
  return {
    to: member.email,
    subject: broadcast.subject,
    text: [`Hello ${member.name},`, '', broadcast.message, ...(code ? ['', `Your voucher code: ${code}`] : []), '', shopName].join('\n'),
  };
}

/**
 * Hands each member one free code of a bulk voucher (unassigned, unused, not expired), or refuses
 * the whole send naming how many codes are missing. The voucher is locked so two sends never
 * hand out the same code.
 */
async function handOutCodes(tx: Ctx, voucherId: string, members: readonly Member[]): Promise<Map<string, { id: string; code: string }>> {
  await lockVoucher(tx, voucherId);
  const now = tx.now();
  const free = await tx.db.voucherCode.findMany({
    where: { merchantId: tx.merchantId, voucherId, memberId: null, usedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
    select: { id: true, code: true },
    orderBy: { id: 'asc' },
    take: members.length,
  });
  if (free.length < members.length) throw new AppError('BROADCAST.NOT_ENOUGH_CODES', M.notEnoughCodes(members.length - free.length), 'invalid', 'voucherIds');
  const handed = new Map<string, { id: string; code: string }>();
  for (const [i, member] of members.entries()) {
    const code = free[i]!;
    await tx.db.voucherCode.update({ where: { merchantId_id: { merchantId: tx.merchantId, id: code.id } }, data: { memberId: member.id, assignedAt: now } });
    handed.set(member.id, code);
  }
  return handed;
}

/**
 * Sends a draft: one queued e-mail per recipient, in the same transaction as the broadcast
 * turning Sent, so the mails exist exactly when the send commits. With a voucher: a bulk voucher
 * gives each recipient one of its codes, any other voucher puts its own code in every mail; the
 * voucher must still be active. A sent broadcast cannot be sent again.
 */
export function sendBroadcast(ctx: Ctx, raw: { id: string }): Promise<TSendResult & { name: string }> {
  const { id } = ZBroadcastIdInput.parse(raw);
  return audited(
    ctx,
    (r) => ({ action: msg('log.broadcasts.sent', { name: r.name, count: r.sent }), category: CATEGORY }),
    async (tx) => {
      await lockDraft(tx, id);
      const where = { merchantId: tx.merchantId, broadcastId: id };
      const broadcast = await tx.db.broadcast.findUniqueOrThrow({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true, subject: true, message: true, voucherId: true } });
      const memberIds = (await tx.db.broadcastRecipient.findMany({ where, select: { memberId: true } })).map((r) => r.memberId);
      const members = await tx.db.member.findMany({ where: { merchantId: tx.merchantId, id: { in: memberIds } }, select: { id: true, name: true, email: true }, orderBy: { memberNo: 'asc' } });
      if (members.length === 0) throw new AppError('BROADCAST.NO_RECIPIENTS', M.recipientsRequired, 'invalid', 'memberIds');
      const voucher = broadcast.voucherId
        ? await tx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: broadcast.voucherId } }, select: { id: true, code: true, kind: true, active: true } })
        : null;
      if (broadcast.voucherId && !voucher) throw new AppError('VOUCHER.NOT_FOUND', notFound('voucher').message, 'not_found', 'voucherIds');
      if (voucher && !voucher.active) throw new AppError('BROADCAST.VOUCHER_INACTIVE', M.voucherInactive, 'invalid', 'voucherIds');
      const codes = voucher?.kind === VOUCHER_KIND.bulk ? await handOutCodes(tx, voucher.id, members) : new Map<string, { id: string; code: string }>();
      const now = tx.now();
      const { name: shopName } = await tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true } });
      for (const member of members) {
        const code = codes.get(member.id);
        await tx.db.broadcastRecipient.update({ where: { merchantId_broadcastId_memberId: { ...where, memberId: member.id } }, data: { sentAt: now, codeId: code?.id ?? null } });
        await queueMail(tx.db, tx.merchantId, broadcastMail(member, shopName, broadcast, code?.code ?? voucher?.code ?? null));
      }
      await tx.db.broadcast.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { status: BROADCAST_STATUS.sent, sentAt: now } });
      return { name: broadcast.name, sent: members.length, codesAssigned: codes.size };
    },
  );
}
