import type { DbClient } from '../db/database.ts';
import { notFound } from '../shared/errors.ts';
import { linkBase, linkUrl } from '../shop-links/link-url.ts';
import { linkProductInfo } from '../shop-links/products.ts';
import type { TPaymentLink } from './schema.ts';

export const LINK_SELECT = { id: true, name: true, slug: true, active: true, createdAt: true, updatedAt: true } as const;
const LINE_SELECT = { productId: true, optionId: true, qty: true } as const;
const LINE_ORDER = [{ sort: 'asc' }, { id: 'asc' }] as const;

/** One payment link of the merchant with its products; not found for another merchant's id. */
export async function loadPaymentLink(tx: { db: DbClient; merchantId: string }, id: string): Promise<TPaymentLink> {
  const row = await tx.db.paymentLink.findUnique({
    where: { merchantId_id: { merchantId: tx.merchantId, id } },
    select: { ...LINK_SELECT, products: { select: LINE_SELECT, orderBy: [...LINE_ORDER] } },
  });
  if (!row) throw notFound('paymentLink');
  const [base, lines] = await Promise.all([linkBase(tx.db, tx.merchantId), linkProductInfo(tx.db, tx.merchantId, row.products)]);
  return { ...row, url: linkUrl(base, 'pay', row.slug), products: lines.map(({ qty, info }) => ({ ...info, qty })) };
}

/** Whether another payment link of the merchant has slug. */
export async function paymentSlugTaken(tx: { db: DbClient; merchantId: string }, slug: string, exceptId: string | null): Promise<boolean> {
  const row = await tx.db.paymentLink.findFirst({ where: { merchantId: tx.merchantId, slug, ...(exceptId && { id: { not: exceptId } }) }, select: { id: true } });
  return row !== null;
}
