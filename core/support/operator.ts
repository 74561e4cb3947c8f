import { withTransaction, type BaseCtx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { rowSelect, toRow } from './tickets.ts';
import { ZOperatorTicketListInput, ZSetTicketStatusInput, type TOperatorTicket } from './schema.ts';
import { moveTicket } from './ticket-status.ts';
import type { z } from 'zod';

/*
 * The platform operator's side of support tickets (the `merchant support tickets` commands on the
 * local database): across merchants, so no merchant's context and no user-log entry; the
 * ticket's history row records the change as the operator's.
 */

export const OPERATOR = 'operator';

async function withMerchantNames(base: BaseCtx, rows: (Parameters<typeof toRow>[0] & { merchantId: string })[]): Promise<TOperatorTicket[]> {
  const merchants = await base.db.merchant.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.merchantId))] } }, select: { id: true, name: true } });
  const names = new Map(merchants.map((m) => [m.id, m.name]));
  return rows.map(({ merchantId, ...row }) => ({ ...toRow(row), merchantId, merchantName: names.get(merchantId) ?? '' }));
}

/** Every merchant's tickets (or one merchant's), oldest first: the order they are worked in. */
export async function operatorTickets(base: BaseCtx, raw: z.input<typeof ZOperatorTicketListInput>): Promise<TOperatorTicket[]> {
  const input = ZOperatorTicketListInput.parse(raw);
  const rows = await base.db.supportTicket.findMany({
    where: { ...(input.merchantId && { merchantId: input.merchantId }), ...(input.status && { status: input.status }) },
    select: { ...rowSelect, merchantId: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take: input.limit,
  });
  return withMerchantNames(base, rows);
}

/** Moves a ticket (found by its id) to in_progress, completed or canceled with an optional note, as TICKET_TRANSITIONS allows. */
export async function setTicketStatus(base: BaseCtx, raw: z.input<typeof ZSetTicketStatusInput>): Promise<TOperatorTicket> {
  const input = ZSetTicketStatusInput.parse(raw);
  const found = await base.db.supportTicket.findFirst({ where: { id: input.id }, select: { merchantId: true } });
  if (!found) throw notFound('supportTicket');
  await withTransaction(base, (tx) => moveTicket({ ...tx, merchantId: found.merchantId }, input.id, input.status, { by: OPERATOR, note: input.note }));
  const row = await base.db.supportTicket.findFirstOrThrow({ where: { id: input.id }, select: { ...rowSelect, merchantId: true } });
  return (await withMerchantNames(base, [row]))[0]!;
}
