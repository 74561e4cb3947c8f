import type { DbClient } from '../db/database.ts';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  /** A stored file to send with it (its storage key and the name the recipient sees). */
  attachment?: { key: string; name: string };
  /** An HTML part beside the text (e-mail campaigns). */
  html?: string;
  /** The sender's name and reply-to address (the merchant's e-mail settings); the platform's when absent. */
  fromName?: string;
  replyTo?: string;
  /** A List-Unsubscribe address (a campaign message). */
  unsubscribeUrl?: string | null;
  /** Not sent before this instant (a campaign's rate). */
  notBefore?: Date;
}

/**
 * The one way to send e-mail: the message is written to the outbox in the caller's
 * transaction, so it exists exactly when the change that caused it commits. The dispatcher
 * delivers it over SMTP when configured; otherwise it stays readable with `merchant mail outbox`.
 */
export async function queueMail(db: DbClient, merchantId: string, mail: MailInput): Promise<string> {
  const { id } = await db.mailMessage.create({ select: { id: true }, data: { merchantId, to: mail.to, subject: mail.subject, text: mail.text, attachmentKey: mail.attachment?.key ?? null, attachmentName: mail.attachment?.name ?? null, ...mailExtras(mail) } });
  return id;
}

/** The optional parts of a message as outbox columns. */
const mailExtras = (mail: MailInput) => ({
  html: mail.html ?? null,
  fromName: mail.fromName ?? '',
  replyTo: mail.replyTo ?? '',
  unsubscribeUrl: mail.unsubscribeUrl ?? null,
  notBefore: mail.notBefore ?? null,
});

export interface OutboxEntry {
  id: string;
  merchantId: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The newest messages first; the operator's view of the outbox. */
export function listOutbox(db: DbClient, options: { status?: string; limit?: number; to?: string } = {}): Promise<OutboxEntry[]> {
  return db.mailMessage.findMany({
    where: { ...(options.status && { status: options.status }), ...(options.to && { to: options.to }) },
    orderBy: { createdAt: 'desc' },
    take: options.limit ?? 50,
  });
}
