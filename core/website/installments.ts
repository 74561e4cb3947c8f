import type { StorefrontCtx } from '../checkout/context.ts';
import type { Ctx } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';
import { audited } from '../user-logs/audited.ts';
import { websiteLog } from './messages.ts';
import { ZInstallmentInput, ZInstallmentUpdate, type TInstallment, type TInstallmentInput } from './setting-schema.ts';

const CATEGORY = 'website_setting';
const select = { id: true, name: true, minAmount: true, months: true } as const;
const order = [{ minAmount: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

export const listInstallments = (ctx: Ctx): Promise<TInstallment[]> => ctx.db.installmentOption.findMany({ where: { merchantId: ctx.merchantId }, orderBy: order, select });

export async function createInstallment(ctx: Ctx, raw: TInstallmentInput): Promise<TInstallment> {
  const input = ZInstallmentInput.parse(raw);
  return audited(ctx, { action: websiteLog('installmentSaved', { name: input.name }), category: CATEGORY }, (tx) =>
    tx.db.installmentOption.create({ data: { merchantId: ctx.merchantId, ...input, createdAt: ctx.now() }, select }),
  );
}

export async function updateInstallment(ctx: Ctx, raw: TInstallmentInput & { id: string }): Promise<TInstallment> {
  const { id, ...input } = ZInstallmentUpdate.parse(raw);
  return audited(ctx, { action: websiteLog('installmentSaved', { name: input.name }), category: CATEGORY }, async (tx) => {
    const { count } = await tx.db.installmentOption.updateMany({ where: { merchantId: ctx.merchantId, id }, data: input });
    if (count === 0) throw notFound('installmentOption');
    return tx.db.installmentOption.findUniqueOrThrow({ where: { merchantId_id: { merchantId: ctx.merchantId, id } }, select });
  });
}

export async function deleteInstallment(ctx: Ctx, raw: { id: string }): Promise<{ id: string }> {
  const row = await ctx.db.installmentOption.findUnique({ where: { merchantId_id: { merchantId: ctx.merchantId, id: raw.id } }, select });
  if (!row) throw notFound('installmentOption');
  return audited(ctx, { action: websiteLog('installmentDeleted', { name: row.name }), category: CATEGORY }, async (tx) => {
    await tx.db.installmentOption.deleteMany({ where: { merchantId: ctx.merchantId, id: row.id } });
    return { id: row.id };
  });
}

/** The installments the website offers, by minimum amount, months as numbers. */
export async function publicInstallments(store: StorefrontCtx) {
  const rows = await store.db.installmentOption.findMany({ where: { merchantId: store.merchantId }, orderBy: order, select });
  return rows.map((r) => ({ id: r.id, name: r.name, minAmount: r.minAmount, months: r.months.split(',').map(Number) }));
}
