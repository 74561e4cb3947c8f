import { queueMail } from '../mail/outbox.ts';
import type { DbClient } from '../db/database.ts';
import type { CoreEnv } from '../shared/context.ts';
import { english } from '../shared/english.ts';
import { msg, term } from '../shared/messages.ts';
import type { TicketStatus } from './constants.ts';

/**
 * Tells the merchant (their master e-mail, else the company e-mail) that a ticket changed
 * status, queued in the caller's transaction so a refused change sends nothing. Texts come from
 * the English locale file (messages.support.mail.*).
 */
export async function queueStatusMail(tx: { db: DbClient; env: CoreEnv; merchantId: string }, ticket: { number: number; issue: string; status: TicketStatus }, note: string): Promise<void> {
  const merchant = await tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true, masterEmail: true, email: true } });
  const to = merchant.masterEmail || merchant.email;
  if (!to) return;
  const params = { shop: merchant.name, number: ticket.number, issue: ticket.issue, status: term(`support.statuses.${ticket.status}`) };
  const noteLine = note ? `\n${english(msg('support.mail.note', { note }))}` : '';
  await queueMail(tx.db, tx.merchantId, {
    to,
    subject: english(msg('support.mail.statusSubject', params)),
    text: `${english(msg('support.mail.statusBody', params))}${noteLine}\n\n${tx.env.publicUrl}/support/remote-support`,
  });
}
