import { containsText } from '../db/search.ts';
import type { Ctx } from '../shared/context.ts';
import { skipTake } from '../shared/pagination.ts';
import { ZExportCodesInput, ZVoucherCodesInput, type TExportCodesInput, type TExportCodesPage, type TVoucherCodeRow, type TVoucherCodesInput } from './schema.ts';
import { findVoucher, type TenantCtx } from './store.ts';

const CODE_SELECT = { id: true, code: true, memberId: true, assignedAt: true, usedAt: true, orderId: true } as const;
type CodeRow = { id: string; code: string; memberId: string | null; assignedAt: Date | null; usedAt: Date | null; orderId: string | null };

/** Codes with their member and order looked up (a code keeps plain ids of both). */
async function withOwners(ctx: TenantCtx, rows: CodeRow[]): Promise<TVoucherCodeRow[]> {
  const memberIds = [...new Set(rows.flatMap((r) => (r.memberId ? [r.memberId] : [])))];
  const orderIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
  const [members, orders] = await Promise.all([
    memberIds.length ? ctx.db.member.findMany({ where: { merchantId: ctx.merchantId, id: { in: memberIds } }, select: { id: true, memberNo: true, name: true, email: true } }) : [],
    orderIds.length ? ctx.db.order.findMany({ where: { merchantId: ctx.merchantId, id: { in: orderIds } }, select: { id: true, orderNo: true } }) : [],
  ]);
  const memberOf = new Map(members.map((m) => [m.id, m]));
  const orderNoOf = new Map(orders.map((o) => [o.id, o.orderNo]));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    member: r.memberId ? (memberOf.get(r.memberId) ?? null) : null,
    assignedAt: r.assignedAt,
    usedAt: r.usedAt,
    orderId: r.orderId,
    orderNo: r.orderId ? (orderNoOf.get(r.orderId) ?? null) : null,
  }));
}

/** A page of a voucher's codes, newest first, searched by code. */
export async function listVoucherCodes(ctx: Ctx, raw: TVoucherCodesInput) {
  const input = ZVoucherCodesInput.parse(raw);
  await findVoucher(ctx, input.voucherId, { id: true });
  const where = { merchantId: ctx.merchantId, voucherId: input.voucherId, ...(input.search && { code: containsText(ctx.engine, input.search) }) };
  const [rows, total] = await Promise.all([
    ctx.db.voucherCode.findMany({ where, select: CODE_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...skipTake(input) }),
    ctx.db.voucherCode.count({ where }),
  ]);
  return { items: await withOwners(ctx, rows), total, page: input.page, pageSize: input.pageSize };
}

/** A page of the export: the voucher's codes after the cursor, by id (a stable order that new codes do not shift). */
export async function exportCodesPage(ctx: TenantCtx, raw: TExportCodesInput): Promise<TExportCodesPage> {
  const input = ZExportCodesInput.parse(raw);
  await findVoucher(ctx, input.voucherId, { id: true });
  const rows = await ctx.db.voucherCode.findMany({
    where: { merchantId: ctx.merchantId, voucherId: input.voucherId, ...(input.cursor && { id: { gt: input.cursor } }) },
    select: CODE_SELECT,
    orderBy: { id: 'asc' },
    take: input.limit,
  });
  return { rows: await withOwners(ctx, rows), next: rows.length === input.limit ? rows[rows.length - 1]!.id : null };
}
