import { grantCredits, spendCredits } from '../credits/ledger.ts';
import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { AppError } from '../shared/errors.ts';
import { SHAKE_MESSAGES } from './constants.ts';
import { smsCost } from './sms-cost.ts';

type TenantCtx = BaseCtx & { merchantId: string };

/**
 * Sends one SMS for the merchant: its credits are spent first (one conditional update: too few
 * credits refuses with CREDITS.INSUFFICIENT, sends nothing and costs nothing), the message is
 * recorded, then the gateway is called. A gateway refusal gives the credits back and records
 * the message as failed.
 */
export async function sendSms(ctx: TenantCtx, phone: string, text: string, purpose: string): Promise<{ messageId: string; credits: number }> {
  const sender = ctx.env.smsSender;
  if (!sender) throw new AppError('SHAKE.SMS_FAILED', SHAKE_MESSAGES.smsFailed, 'failed');
  const credits = smsCost(phone);
  const message = await withTransaction(ctx, async (tx) => {
    const row = await tx.db.smsMessage.create({
      data: { merchantId: tx.merchantId, phone, purpose, credits, status: 'sent', createdAt: tx.now() },
      select: { id: true },
    });
    await spendCredits(tx, { kind: 'sms', amount: credits, reason: 'sms', refId: row.id });
    return row;
  });
  try {
    const { providerId } = await sender.send({ to: phone, text });
    await ctx.db.smsMessage.update({ where: { merchantId_id: { merchantId: ctx.merchantId, id: message.id } }, data: { providerId } });
    return { messageId: message.id, credits };
  } catch (error) {
    await withTransaction(ctx, async (tx) => {
      await tx.db.smsMessage.update({
        where: { merchantId_id: { merchantId: tx.merchantId, id: message.id } },
        data: { status: 'failed', error: (error as Error).message.slice(0, 200) },
      });
      await grantCredits(tx, { kind: 'sms', amount: credits, reason: 'refund', refId: message.id });
    });
    throw new AppError('SHAKE.SMS_FAILED', SHAKE_MESSAGES.smsFailed, 'failed');
  }
}
