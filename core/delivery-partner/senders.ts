import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { DELIVERY_PARTNER_CATEGORY, DELIVERY_PARTNER_MESSAGES as M } from './constants.ts';
import { ZSenderInput, ZSenderUpdateInput, type TSender, type TSenderInput, type TSenderUpdateInput } from './schema.ts';

const SELECT = { id: true, companyName: true, senderName: true, contact: true, address: true, city: true, postcode: true, state: true, isDefault: true, createdAt: true } as const;

/** The merchants (sender addresses), the default first. */
export function listSenders(ctx: Ctx): Promise<TSender[]> {
  return ctx.db.deliveryPartnerSender.findMany({ where: { merchantId: ctx.merchantId }, select: SELECT, orderBy: [{ isDefault: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }] });
}

export async function getSender(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TSender> {
  const row = await ctx.db.deliveryPartnerSender.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: SELECT });
  if (!row) throw notFound('deliveryPartnerSender');
  return row;
}

/** Makes id the one default: the others lose the flag in the same transaction. */
async function makeDefault(tx: Ctx, id: string): Promise<void> {
  await tx.db.deliveryPartnerSender.updateMany({ where: { merchantId: tx.merchantId, isDefault: true, NOT: { id } }, data: { isDefault: false } });
  await tx.db.deliveryPartnerSender.updateMany({ where: { merchantId: tx.merchantId, id }, data: { isDefault: true } });
}

/** A new merchant; the first one is the default whatever the form says, so there is always exactly one. */
export function createSender(ctx: Ctx, raw: TSenderInput): Promise<TSender> {
  const { isDefault, ...sender } = ZSenderInput.parse(raw);
  return audited(ctx, { action: msg('log.deliveryPartner.senderCreated', { name: sender.companyName }), category: DELIVERY_PARTNER_CATEGORY }, async (tx) => {
    const first = (await tx.db.deliveryPartnerSender.count({ where: { merchantId: tx.merchantId } })) === 0;
    const { id } = await tx.db.deliveryPartnerSender.create({ data: { merchantId: tx.merchantId, ...sender }, select: { id: true } });
    if (first || isDefault) await makeDefault(tx, id);
    return getSender(tx, id);
  });
}

/** Unticking default is ignored: the default moves only by making another merchant the default. */
export function updateSender(ctx: Ctx, raw: TSenderUpdateInput): Promise<TSender> {
  const { id, isDefault, ...sender } = ZSenderUpdateInput.parse(raw);
  return audited(ctx, { action: msg('log.deliveryPartner.senderUpdated', { name: sender.companyName }), category: DELIVERY_PARTNER_CATEGORY }, async (tx) => {
    await getSender(tx, id);
    await tx.db.deliveryPartnerSender.updateMany({ where: { merchantId: tx.merchantId, id }, data: sender });
    if (isDefault) await makeDefault(tx, id);
    return getSender(tx, id);
  });
}

/** Spec section 8: the default merchant cannot be deleted; the default must move first. */
export function deleteSender(ctx: Ctx, id: string): Promise<void> {
  return audited(ctx, (name: string) => ({ action: msg('log.deliveryPartner.senderDeleted', { name }), category: DELIVERY_PARTNER_CATEGORY }), async (tx) => {
    const sender = await getSender(tx, id);
    if (sender.isDefault) throw new AppError('DELIVERY_PARTNER.DEFAULT_UNDELETABLE', M.defaultUndeletable, 'conflict');
    await tx.db.deliveryPartnerSender.deleteMany({ where: { merchantId: tx.merchantId, id, isDefault: false } });
    return sender.companyName;
  }).then(() => undefined);
}
