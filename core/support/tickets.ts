import { containsText } from '../db/search.ts';
import { newId } from '../db/ids.ts';
import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { skipTake } from '../shared/pagination.ts';
import { addDaysTo, localDate, startOfLocalDay } from '../shared/time.ts';
import { audited } from '../user-logs/audited.ts';
import { SUPPORT_MODULE, SUPPORT_MESSAGES as M, TICKET_STATUSES, supportLog, type TicketKind, type TicketStatus } from './constants.ts';
import { ZCancelTicketInput, ZOpenTicketInput, ZTicketListInput, type TOpenTicketInput, type TTicket, type TTicketListInput, type TTicketRow } from './schema.ts';
import { takeTicketNo } from './ticket-number.ts';
import { moveTicket } from './ticket-status.ts';

export const SUPPORT_ATTACHMENT_PURPOSE = 'support-attachment';

export const rowSelect = {
  id: true,
  number: true,
  kind: true,
  issue: true,
  affectedDomain: true,
  status: true,
  appointmentDate: true,
  timeSlot: true,
  createdAt: true,
  resolvedAt: true,
} as const;

type Row = Omit<TTicketRow, 'kind' | 'status'> & { kind: string; status: string };
export const toRow = (row: Row): TTicketRow => ({ ...row, kind: row.kind as TicketKind, status: row.status as TicketStatus });

/** Each attachment must be one of this merchant's support uploads, named once, and not on another ticket. */
async function attachments(tx: Ctx, ids: string[]) {
  const unique = [...new Set(ids)];
  const [uploads, linked] = await Promise.all([
    tx.db.upload.findMany({ where: { merchantId: tx.merchantId, id: { in: unique }, purpose: SUPPORT_ATTACHMENT_PURPOSE }, select: { id: true, fileName: true, mimeType: true, size: true } }),
    tx.db.supportAttachment.count({ where: { merchantId: tx.merchantId, uploadId: { in: unique } } }),
  ]);
  if (uploads.length !== unique.length || linked > 0) throw new AppError('SUPPORT.ATTACHMENT', M.attachmentUnknown, 'not_found', 'attachmentIds');
  return uploads;
}

/** Section 8: the same request (kind, issue and fields) still waiting as new is "already submitted", not a second ticket. */
async function refuseRepeat(tx: Ctx, kind: TicketKind, issue: string, fields: string): Promise<void> {
  const open = await tx.db.supportTicket.findFirst({ where: { merchantId: tx.merchantId, kind, issue, fields, status: 'new' }, select: { id: true } });
  if (open) throw new AppError('SUPPORT.ALREADY_SUBMITTED', M.alreadySubmitted, 'conflict');
}

/**
 * Opens a ticket of a kind (docs/support.md): the remote support ticket with its appointment, or
 * one of the request forms with its own fields. Its number, first history row, attachments and
 * user-log entry commit together.
 */
export function openTicket(ctx: Ctx, raw: TOpenTicketInput): Promise<TTicket> {
  const input = ZOpenTicketInput.parse(raw);
  return audited(
    ctx,
    (t) => ({ action: supportLog('opened', { number: t.number }), category: SUPPORT_MODULE }),
    async (tx) => {
      const remote = input.kind === 'remote' ? input : null;
      if (remote && remote.appointmentDate < localDate(tx.now(), tx.timeZone)) throw new AppError('SUPPORT.APPOINTMENT_PAST', M.appointmentPast, 'invalid', 'appointmentDate');
      const fields = JSON.stringify(input.kind === 'remote' ? {} : input.fields);
      await refuseRepeat(tx, input.kind, input.issue, fields);
      const files = await attachments(tx, input.attachmentIds);
      const number = await takeTicketNo(tx);
      const id = newId();
      const now = tx.now();
      await tx.db.supportTicket.create({
        data: {
          merchantId: tx.merchantId,
          id,
          number,
          kind: input.kind,
          issue: input.issue,
          description: input.description,
          affectedDomain: remote?.affectedDomain ?? '',
          appointmentDate: remote?.appointmentDate ?? null,
          timeSlot: remote?.timeSlot ?? '',
          fields,
          createdBy: tx.userId,
          createdAt: now,
        },
      });
      await tx.db.supportTicketEvent.create({ data: { merchantId: tx.merchantId, id: newId(), ticketId: id, status: 'new', by: tx.userId, at: now } });
      if (files.length > 0) {
        await tx.db.supportAttachment.createMany({ data: files.map((f) => ({ merchantId: tx.merchantId, id: newId(), ticketId: id, uploadId: f.id, fileName: f.fileName, mimeType: f.mimeType, size: f.size })) });
      }
      return getTicket(tx, id);
    },
  );
}

/** A number typed in the search box (#12 or 12) matches that ticket; any text matches the issue or the domain. */
function searchWhere(ctx: Ctx, search: string) {
  if (!search) return {};
  const text = containsText(ctx.engine, search);
  const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return { OR: [{ issue: text }, { affectedDomain: text }, ...(number !== null ? [{ number }] : [])] };
}

/** The tickets, newest first, with a count per status for the tabs (the tab's own filter aside). */
export async function listTickets(ctx: Ctx, raw: TTicketListInput) {
  const input = ZTicketListInput.parse(raw);
  const created = (input.from || input.to) && {
    createdAt: {
      ...(input.from && { gte: startOfLocalDay(input.from, ctx.timeZone) }),
      ...(input.to && { lt: startOfLocalDay(addDaysTo(input.to, 1), ctx.timeZone) }),
    },
  };
  const common = { merchantId: ctx.merchantId, ...(input.kind && { kind: input.kind }), ...created, ...searchWhere(ctx, input.search) };
  const where = { ...common, ...(input.status && { status: input.status }) };
  const [rows, total, grouped] = await Promise.all([
    ctx.db.supportTicket.findMany({ where, select: rowSelect, orderBy: [{ createdAt: 'desc' }, { number: 'desc' }], ...skipTake(input) }),
    ctx.db.supportTicket.count({ where }),
    ctx.db.supportTicket.groupBy({ by: ['status'], where: common, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, grouped.find((g) => g.status === s)?._count._all ?? 0])) as Record<TicketStatus, number>;
  return { items: rows.map(toRow), total, page: input.page, pageSize: input.pageSize, counts };
}

/** A ticket with its request fields, status history (oldest first) and attachments. */
export async function getTicket(ctx: Pick<Ctx, 'db' | 'merchantId'>, id: string): Promise<TTicket> {
  const key = { merchantId: ctx.merchantId, ticketId: id };
  const [row, history, files] = await Promise.all([
    ctx.db.supportTicket.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select: { ...rowSelect, description: true, fields: true } }),
    ctx.db.supportTicketEvent.findMany({ where: key, select: { status: true, note: true, by: true, at: true }, orderBy: [{ at: 'asc' }, { id: 'asc' }] }),
    ctx.db.supportAttachment.findMany({ where: key, select: { id: true, uploadId: true, fileName: true, mimeType: true, size: true }, orderBy: { fileName: 'asc' } }),
  ]);
  if (!row) throw notFound('supportTicket');
  const { fields, description, ...rest } = row;
  return {
    ...toRow(rest),
    description,
    fields: JSON.parse(fields) as Record<string, unknown>,
    history: history.map((e) => ({ ...e, status: e.status as TicketStatus })),
    attachments: files,
  };
}

/** Section 4: the merchant cancels (after confirming on screen) a ticket that is new or in progress. */
export function cancelTicket(ctx: Ctx, raw: { id: string }): Promise<TTicket> {
  const { id } = ZCancelTicketInput.parse(raw);
  return audited(
    ctx,
    (t) => ({ action: supportLog('cancelled', { number: t.number }), category: SUPPORT_MODULE }),
    async (tx) => {
      await moveTicket(tx, id, 'canceled', { by: tx.userId, note: '', refusal: new AppError('SUPPORT.NOT_CANCELLABLE', M.notCancellable, 'conflict') });
      return getTicket(tx, id);
    },
  );
}

