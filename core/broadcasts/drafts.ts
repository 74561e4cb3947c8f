import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { BROADCAST_LOG_CATEGORY as CATEGORY, BROADCAST_MESSAGES as M } from './constants.ts';
import { ZBroadcastIdInput, ZBroadcastInput, ZUpdateBroadcastInput, type TBroadcast, type TBroadcastInput, type TBroadcastValues, type TUpdateBroadcastInput } from './schema.ts';
import { loadBroadcast, lockDraft } from './store.ts';
import { msg } from '../shared/messages.ts';

/** Every recipient must be a member of this merchant. */
async function assertRecipients(tx: Ctx, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  const found = await tx.db.member.count({ where: { merchantId: tx.merchantId, id: { in: [...memberIds] } } });
  if (found !== memberIds.length) throw new AppError('BROADCAST.RECIPIENT_NOT_FOUND', M.recipientNotFound, 'not_found', 'memberIds');
}

/** The voucher, when one is chosen, must be one of this merchant's. */
async function assertVoucher(tx: Ctx, voucherId: string | null): Promise<void> {
  if (!voucherId) return;
  const voucher = await tx.db.voucher.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id: voucherId } }, select: { id: true } });
  if (!voucher) throw new AppError('VOUCHER.NOT_FOUND', notFound('voucher').message, 'not_found', 'voucherIds');
}

/** Writes the draft's fields and replaces its recipients. */
async function writeDraft(tx: Ctx, id: string, values: TBroadcastValues): Promise<void> {
  const voucherId = values.voucherIds[0] ?? null;
  await assertRecipients(tx, values.memberIds);
  await assertVoucher(tx, voucherId);
  await tx.db.broadcast.update({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, data: { name: values.name, subject: values.subject, message: values.message, voucherId } });
  await tx.db.broadcastRecipient.deleteMany({ where: { merchantId: tx.merchantId, broadcastId: id } });
  await tx.db.broadcastRecipient.createMany({ data: values.memberIds.map((memberId) => ({ merchantId: tx.merchantId, broadcastId: id, memberId })) });
}

export function createBroadcast(ctx: Ctx, raw: TBroadcastInput): Promise<TBroadcast> {
  const values = ZBroadcastInput.parse(raw);
  return audited(
    ctx,
    (created) => ({ action: msg('log.broadcasts.created', { name: created.name }), category: CATEGORY }),
    async (tx) => {
      const { id } = await tx.db.broadcast.create({ data: { merchantId: tx.merchantId, name: values.name, subject: values.subject, message: values.message }, select: { id: true } });
      await writeDraft(tx, id, values);
      return loadBroadcast(tx, id);
    },
  );
}

/** Changes a draft; a sent broadcast stays as it was sent. */
export function updateBroadcast(ctx: Ctx, raw: TUpdateBroadcastInput): Promise<TBroadcast> {
  const { id, broadcast } = ZUpdateBroadcastInput.parse(raw);
  return audited(
    ctx,
    (updated) => ({ action: msg('log.broadcasts.updated', { name: updated.name }), category: CATEGORY }),
    async (tx) => {
      await lockDraft(tx, id);
      await writeDraft(tx, id, broadcast);
      return loadBroadcast(tx, id);
    },
  );
}

/** Deletes a draft; a sent broadcast is kept as the record of what was sent. */
export function deleteBroadcast(ctx: Ctx, raw: { id: string }): Promise<{ id: string; name: string }> {
  const { id } = ZBroadcastIdInput.parse(raw);
  return audited(
    ctx,
    (deleted) => ({ action: msg('log.broadcasts.deleted', { name: deleted.name }), category: CATEGORY }),
    async (tx) => {
      await lockDraft(tx, id);
      const { name } = await tx.db.broadcast.delete({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { name: true } });
      return { id, name };
    },
  );
}
