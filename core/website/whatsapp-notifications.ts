import { grantCredits, spendCredits } from '../credits/ledger.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { DbClient } from '../db/database.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { readWebsiteSettings } from './settings.ts';
import type { WhatsappSender } from './whatsapp-port.ts';

/** Spec section 9: each WhatsApp notification costs 1 credit. */
export const WHATSAPP_NOTIFICATION_CREDITS = 1;

export type WhatsappEvent = 'order' | 'enquiry';

/** A merchant's back office or storefront context. */
export type NotifyCtx = BaseCtx & { merchantId: string };

const REASON = 'whatsapp_notification';

/** Notifications a dispatch takes at a time; the next kick or tick takes the rest. */
const BATCH = 100;

/**
 * Queues the merchant's WhatsApp notification of an order or an enquiry when the website setting
 * sends one for the event, once per event and refId (a unique key, so a repeat queues nothing).
 * No provider is called here: the dispatcher sends it (dispatchWhatsappNotifications), so the
 * storefront's answer never waits for the provider. Answers whether one was queued.
 */
export async function queueWhatsappNotification(ctx: NotifyCtx, event: WhatsappEvent, refId: string, text: string): Promise<boolean> {
  const { notifications: n } = await readWebsiteSettings(ctx.db, ctx.merchantId);
  const wanted = event === 'order' ? n.onOrder : n.onEnquiry;
  if (!n.whatsappEnabled || !wanted || !n.whatsappNumber) return false;
  try {
    await ctx.db.whatsappMessage.create({ data: { merchantId: ctx.merchantId, event, refId, to: n.whatsappNumber, text, createdAt: ctx.now() } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export interface WhatsappDispatch {
  sent: number;
  failed: number;
  noCredits: number;
}

type Queued = { merchantId: string; id: string; refId: string; to: string; text: string };

async function finish(db: DbClient, m: Queued, data: { status: string; error?: string; sentAt?: Date }): Promise<void> {
  await db.whatsappMessage.update({ where: { merchantId_id: { merchantId: m.merchantId, id: m.id } }, data });
}

/**
 * Sends one claimed notification: pays 1 WhatsApp credit from the one ledger (refId: the order or
 * enquiry), sends, and gives the credit back (reason 'refund') when the provider refuses or cannot
 * be reached. Too few credits: not sent and not charged.
 */
async function deliver(base: BaseCtx, sender: WhatsappSender, m: Queued): Promise<keyof WhatsappDispatch> {
  const ctx = { ...base, merchantId: m.merchantId };
  try {
    await withTransaction(ctx, (tx) => spendCredits(tx, { kind: 'whatsapp', amount: WHATSAPP_NOTIFICATION_CREDITS, reason: REASON, refId: m.refId }));
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'CREDITS.INSUFFICIENT')) throw error;
    await finish(base.db, m, { status: 'no_credits' });
    return 'noCredits';
  }
  try {
    await sender.send({ to: m.to, text: m.text });
  } catch (error) {
    await withTransaction(ctx, async (tx) => {
      await grantCredits(tx, { kind: 'whatsapp', amount: WHATSAPP_NOTIFICATION_CREDITS, reason: 'refund', refId: m.refId });
      await finish(tx.db, m, { status: 'failed', error: String(error).slice(0, 500) });
    });
    return 'failed';
  }
  await finish(base.db, m, { status: 'sent', sentAt: base.now() });
  return 'sent';
}

/**
 * Sends the queued notifications (of one merchant, or all), oldest first. Each is claimed first
 * (pending to sending, one conditional update), so two servers never send the same one; a server
 * that stops mid-send leaves it 'sending', never sent twice.
 */
export async function dispatchWhatsappNotifications(base: BaseCtx, sender: WhatsappSender, options: { merchantId?: string } = {}): Promise<WhatsappDispatch> {
  const done: WhatsappDispatch = { sent: 0, failed: 0, noCredits: 0 };
  const queued = await base.db.whatsappMessage.findMany({
    where: { status: 'pending', ...(options.merchantId && { merchantId: options.merchantId }) },
    orderBy: { createdAt: 'asc' },
    take: BATCH,
    select: { merchantId: true, id: true, refId: true, to: true, text: true },
  });
  for (const m of queued) {
    const { count } = await base.db.whatsappMessage.updateMany({ where: { merchantId: m.merchantId, id: m.id, status: 'pending' }, data: { status: 'sending' } });
    if (count === 1) done[await deliver(base, sender, m)]++;
  }
  return done;
}
