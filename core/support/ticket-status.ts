import { newId } from '../db/ids.ts';
import type { DbClient } from '../db/database.ts';
import type { CoreEnv } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { mayMove, SUPPORT_MESSAGES as M, type TicketStatus } from './constants.ts';
import { queueStatusMail } from './support-mail.ts';

type Tx = { db: DbClient; env: CoreEnv; merchantId: string; now: () => Date };

/**
 * Moves a ticket along TICKET_TRANSITIONS: one conditional update from the status it was read in
 * (a concurrent change makes this one fail), a history row, resolvedAt when completed, and the
 * merchant's e-mail. `refusal` is what a move the table does not allow is told.
 */
export async function moveTicket(tx: Tx, id: string, to: TicketStatus, change: { by: string; note: string; refusal?: AppError }): Promise<void> {
  const row = await tx.db.supportTicket.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { number: true, issue: true, status: true } });
  if (!row) throw notFound('supportTicket');
  const from = row.status as TicketStatus;
  const refused = () => change.refusal ?? new AppError('SUPPORT.TRANSITION', M.transitionRefused(from, to), 'conflict', 'status');
  if (!mayMove(from, to)) throw refused();
  const now = tx.now();
  const { count } = await tx.db.supportTicket.updateMany({
    where: { merchantId: tx.merchantId, id, status: from },
    data: { status: to, ...(to === 'completed' && { resolvedAt: now }) },
  });
  if (count !== 1) throw refused();
  await tx.db.supportTicketEvent.create({ data: { merchantId: tx.merchantId, id: newId(), ticketId: id, status: to, note: change.note, by: change.by, at: now } });
  await queueStatusMail(tx, { number: row.number, issue: row.issue, status: to }, change.note);
}
