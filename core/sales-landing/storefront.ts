import type { StorefrontCtx } from '../checkout/context.ts';
import type { DbClient } from '../db/database.ts';
import { notFound } from '../shared/errors.ts';
import { customizationOf } from './customization.ts';
import { ZSalesLandingLookup, type TPublicSalesLanding } from './schema.ts';
import { PERSON_SELECT, pictureOf } from './store.ts';

/**
 * A sales person's landing page by its custom sales URL, as the website shows it. A person whose
 * binding is deactivated has their page off (not found) until it is activated again.
 */
export async function salesLandingPage(ctx: StorefrontCtx, raw: { customUrl: string }): Promise<TPublicSalesLanding> {
  const { customUrl } = ZSalesLandingLookup.parse(raw);
  const row = await ctx.db.salesPerson.findUnique({
    where: { merchantId_customUrl: { merchantId: ctx.merchantId, customUrl } },
    select: { ...PERSON_SELECT, customization: true, binding: { select: { active: true } } },
  });
  if (!row || row.binding?.active === false) throw notFound('salesPerson');
  const url = (id: string | null) => pictureOf(ctx.merchantId, id)?.url ?? null;
  return {
    salesPersonId: row.id,
    name: row.name,
    position: row.position,
    contact: row.contact,
    email: row.email,
    whatsapp: row.whatsapp,
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    tiktokUrl: row.tiktokUrl,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    photo: url(row.photoId),
    nameCard: url(row.nameCardId),
    background: url(row.backgroundId),
    customization: customizationOf(row.customization),
  };
}

/**
 * The sales persons among ids that are the merchant's (one look-up): what a storefront event,
 * enquiry or order names as the page it came through must be one of them.
 */
export async function knownSalesPeople(tx: { db: DbClient; merchantId: string }, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await tx.db.salesPerson.findMany({ where: { merchantId: tx.merchantId, id: { in: [...new Set(ids)] } }, select: { id: true } });
  return new Set(found.map((p) => p.id));
}
