import type { Ctx } from '../shared/context.ts';
import { AppError, notFound } from '../shared/errors.ts';
import { BROADCAST_MESSAGES as M, BROADCAST_STATUS, type BroadcastStatusId } from './constants.ts';
import type { TBroadcast, TBroadcastRow } from './schema.ts';

export const BROADCAST_SELECT = {
  id: true,
  name: true,
  subject: true,
  message: true,
  voucherId: true,
  status: true,
  sentAt: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { recipients: true } },
} as const;

type BroadcastRow = { id: string; name: string; subject: string; voucherId: string | null; status: number; sentAt: Date | null; createdAt: Date; updatedAt: Date; _count: { recipients: number } };

type VoucherRef = NonNullable<TBroadcastRow['voucher']>;

export const alreadySent = () => new AppError('BROADCAST.SENT', M.alreadySent, 'conflict');

/** The vouchers broadcasts name, by id (a voucher deleted since reads as none). */
export async function vouchersOf(ctx: Ctx, ids: readonly (string | null)[]): Promise<Map<string, VoucherRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.voucher.findMany({ where: { merchantId: ctx.merchantId, id: { in: wanted } }, select: { id: true, name: true, code: true, kind: true } });
  return new Map(rows.map((v) => [v.id, v]));
}

export function toRow(row: BroadcastRow, vouchers: Map<string, VoucherRef>): TBroadcastRow {
  const { _count, voucherId, ...rest } = row;
  return { ...rest, status: row.status as BroadcastStatusId, recipientCount: _count.recipients, voucher: (voucherId && vouchers.get(voucherId)) || null };
}

/** One broadcast of this merchant with its recipients; not found for another merchant's id. */
export async function loadBroadcast(ctx: Ctx, id: string): Promise<TBroadcast> {
  const row = await ctx.db.broadcast.findUnique({
    where: { merchantId_id: { merchantId: ctx.merchantId, id } },
    select: { ...BROADCAST_SELECT, recipients: { select: { memberId: true, codeId: true, sentAt: true } } },
  });
  if (!row) throw notFound('broadcast');
  const memberIds = row.recipients.map((r) => r.memberId);
  const codeIds = row.recipients.flatMap((r) => (r.codeId ? [r.codeId] : []));
  const [members, codes, vouchers] = await Promise.all([
    ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, id: { in: memberIds } }, select: { id: true, memberNo: true, name: true, email: true } }),
    ctx.db.voucherCode.findMany({ where: { merchantId: ctx.merchantId, id: { in: codeIds } }, select: { id: true, code: true } }),
    vouchersOf(ctx, [row.voucherId]),
  ]);
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  const recipients = members
    .sort((a, b) => a.memberNo - b.memberNo)
    .map((m) => {
      const r = row.recipients.find((x) => x.memberId === m.id)!;
      return { memberId: m.id, memberNo: m.memberNo, name: m.name, email: m.email, code: (r.codeId && codeOf.get(r.codeId)) || null, sentAt: r.sentAt };
    });
  return { ...toRow(row, vouchers), message: row.message, recipients };
}

/**
 * Takes a draft for a change (edit, delete, send): a write that only a draft matches, so the row
 * is locked until the transaction ends and two sends of one broadcast cannot both pass.
 * Not found for another merchant's id; refused once sent.
 */
export async function lockDraft(tx: Ctx, id: string): Promise<void> {
  const { count } = await tx.db.broadcast.updateMany({ where: { merchantId: tx.merchantId, id, status: BROADCAST_STATUS.draft }, data: { status: BROADCAST_STATUS.draft } });
  if (count === 1) return;
  const exists = await tx.db.broadcast.findUnique({ where: { merchantId_id: { merchantId: tx.merchantId, id } }, select: { id: true } });
  throw exists ? alreadySent() : notFound('broadcast');
}
