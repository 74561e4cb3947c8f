import type { DbClient } from '../db/database.ts';

export interface Transport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export const MAX_ATTEMPTS = 5;

/** SMTP through nodemailer, which loads with the first message: a server that sends none never holds it. */
export function smtpTransport(smtpUrl: string): Transport {
  let smtp: Promise<Transport> | undefined;
  return {
    sendMail: async (message) => (await (smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)))).sendMail(message),
  };
}

/**
 * Sends pending messages, of every merchant or of one. A message is claimed (pending ->
 * sending) before it is sent, so several server processes never send the same one twice.
 */
export async function dispatchPending(
  db: DbClient,
  transport: Transport,
  from: string,
  options: { limit?: number; merchantId?: string } = {},
): Promise<{ sent: number; failed: number }> {
  const pending = await db.mailMessage.findMany({
    where: { status: 'pending', attempts: { lt: MAX_ATTEMPTS }, ...(options.merchantId && { merchantId: options.merchantId }) },
    orderBy: { createdAt: 'asc' },
    take: options.limit ?? 50,
  });
  let sent = 0;
  let failed = 0;
  for (const mail of pending) {
    const key = { merchantId: mail.merchantId, id: mail.id };
    const claimed = await db.mailMessage.updateMany({ where: { ...key, status: 'pending' }, data: { status: 'sending' } });
    if (claimed.count !== 1) continue;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.mailMessage.update({ where: { merchantId_id: key }, data: { status: 'sent', sentAt: new Date(), attempts: { increment: 1 } } });
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db.mailMessage.update({
        where: { merchantId_id: key },
        data: { status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', attempts, lastError: String((error as Error).message).slice(0, 500) },
      });
      failed += 1;
    }
  }
  return { sent, failed };
}
