import { buffer } from 'node:stream/consumers';
import type { DbClient } from '../db/database.ts';
import type { Storage } from '../storage/storage.ts';

export interface Transport {
  sendMail(message: {
    from: string | { name: string; address: string };
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; content: Buffer }[];
  }): Promise<unknown>;
}

export const MAX_ATTEMPTS = 5;

/** SMTP through nodemailer, which loads with the first message: a server that sends none never holds it. */
export function smtpTransport(smtpUrl: string): Transport {
  let smtp: Promise<Transport> | undefined;
  return {
    sendMail: async (message) => (await (smtp ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)))).sendMail(message),
  };
}

/** A message's stored file, read when it is sent (the outbox keeps only its key). */
async function attachment(storage: Storage | undefined, key: string): Promise<Buffer> {
  if (!storage) throw new Error('this dispatcher has no file storage for attachments');
  return buffer(await storage.get(key));
}

/**
 * Sends pending messages, of every merchant or of one. A message is claimed (pending ->
 * sending) before it is sent, so several server processes never send the same one twice.
 */
export async function dispatchPending(
  db: DbClient,
  transport: Transport,
  from: string,
  options: { limit?: number; merchantId?: string; storage?: Storage; now?: Date } = {},
): Promise<{ sent: number; failed: number }> {
  const pending = await db.mailMessage.findMany({
    // A campaign's later messages wait for their minute (notBefore): its sending rate.
    where: {
      status: 'pending',
      attempts: { lt: MAX_ATTEMPTS },
      OR: [{ notBefore: null }, { notBefore: { lte: options.now ?? new Date() } }],
      ...(options.merchantId && { merchantId: options.merchantId }),
    },
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
      const attachments = mail.attachmentKey ? [{ filename: mail.attachmentName ?? 'attachment', content: await attachment(options.storage, mail.attachmentKey) }] : undefined;
      await transport.sendMail({
        // The merchant's sender name on the platform's address: only the platform's domain may send.
        from: mail.fromName ? { name: mail.fromName, address: from.replace(/^.*<([^>]+)>\s*$/, '$1') } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html && { html: mail.html }),
        ...(mail.replyTo && { replyTo: mail.replyTo }),
        ...(mail.unsubscribeUrl && { headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
        ...(attachments && { attachments }),
      });
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
