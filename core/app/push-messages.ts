import type { DbClient } from '../db/database.ts';
import type { Ctx } from '../shared/context.ts';
import { audited } from '../user-logs/audited.ts';
import { AppError } from '../shared/errors.ts';
import { APP_MESSAGES, APP_MODULE, appLog } from './constants.ts';
import type { PushService } from './push-port.ts';
import { ZPushMessageInput, type TPushMessageInput } from './schema.ts';

/** Composes a push message: scheduled for sendAt (not in the past), or for now (the next run of the sender sends it). */
export async function createPushMessage(ctx: Ctx, raw: TPushMessageInput): Promise<{ id: string; sendAt: Date }> {
  const input = ZPushMessageInput.parse(raw);
  // A minute's grace: a time picked "now" on the screen is a little past when it arrives.
  if (input.sendAt && input.sendAt.getTime() < ctx.now().getTime() - 60_000) throw new AppError('APP.SEND_AT_PAST', APP_MESSAGES.sendAtPast, 'invalid', 'sendAt');
  const sendAt = input.sendAt && input.sendAt > ctx.now() ? input.sendAt : ctx.now();
  return audited(ctx, { action: appLog('pushComposed', { title: input.title }), category: APP_MODULE }, (tx) =>
    tx.db.pushMessage.create({
      data: { merchantId: tx.merchantId, title: input.title, body: input.body, url: input.url, visibility: input.visibility, sendAt, createdBy: tx.userId },
      select: { id: true, sendAt: true },
    }),
  );
}

type Sender = { db: DbClient; merchantId: string; now: () => Date };

/**
 * Sends the merchant's due push messages to its enabled devices, one delivery recorded per
 * device. Safe to run twice and resumes after a crash: a message is claimed (scheduled ->
 * sending) by one conditional update, and a device that already has a delivery of the message is
 * skipped. A token the service says is gone disables its device.
 */
export async function sendDuePushMessages(ctx: Sender, push: PushService): Promise<{ messages: number; sent: number; failed: number }> {
  const due = await ctx.db.pushMessage.findMany({
    where: { merchantId: ctx.merchantId, status: { in: ['scheduled', 'sending'] }, sendAt: { lte: ctx.now() } },
    select: { id: true, status: true, title: true, body: true, url: true },
    orderBy: [{ sendAt: 'asc' }, { id: 'asc' }],
  });
  const totals = { messages: 0, sent: 0, failed: 0 };
  for (const message of due) {
    if (message.status === 'scheduled') {
      const claimed = await ctx.db.pushMessage.updateMany({ where: { merchantId: ctx.merchantId, id: message.id, status: 'scheduled' }, data: { status: 'sending' } });
      if (claimed.count === 0) continue;
    }
    const devices = await ctx.db.appDevice.findMany({ where: { merchantId: ctx.merchantId, disabledAt: null }, select: { id: true, token: true } });
    const done = new Set((await ctx.db.pushDelivery.findMany({ where: { merchantId: ctx.merchantId, messageId: message.id }, select: { deviceId: true } })).map((d) => d.deviceId));
    for (const device of devices.filter((d) => !done.has(d.id))) {
      const outcome = await push.send({ token: device.token, title: message.title, body: message.body, url: message.url });
      const at = ctx.now();
      const error = outcome.status === 'sent' ? '' : outcome.status === 'gone' ? 'gone' : outcome.error.slice(0, 500);
      await ctx.db.pushDelivery.create({ data: { merchantId: ctx.merchantId, messageId: message.id, deviceId: device.id, status: outcome.status === 'sent' ? 'sent' : 'failed', error, at } });
      if (outcome.status === 'gone') await ctx.db.appDevice.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: device.id } }, data: { disabledAt: at } });
    }
    const [sent, failed] = await Promise.all(
      (['sent', 'failed'] as const).map((status) => ctx.db.pushDelivery.count({ where: { merchantId: ctx.merchantId, messageId: message.id, status } })),
    );
    await ctx.db.pushMessage.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: message.id } }, data: { status: 'sent', sentAt: ctx.now(), sentCount: sent, failedCount: failed } });
    totals.messages++;
    totals.sent += sent!;
    totals.failed += failed!;
  }
  return totals;
}
