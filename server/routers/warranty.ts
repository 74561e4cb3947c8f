import { lookUpWarranty } from '../../core/warranty/lookup.ts';
import { ZWarrantyProduct, ZWarrantyProductSearch, warrantyProducts } from '../../core/warranty/products.ts';
import { createWarranty, deleteWarranty, getWarranty, listWarranties, updateWarranty } from '../../core/warranty/records.ts';
import { ZUpdateWarrantyInput, ZWarranty, ZWarrantyId, ZWarrantyInput, ZWarrantyListInput, ZWarrantyLookup, ZWarrantyLookupInput, ZWarrantyPage } from '../../core/warranty/schema.ts';
import { router, signedInProcedure, storefrontProcedure } from '../trpc.ts';

/** The warranty system (/warranty-system): a login-only route of platform.md with no module key, so every signed-in user of the merchant. */
export const warrantyRouter = router({
  products: signedInProcedure.input(ZWarrantyProductSearch).output(ZWarrantyProduct.array()).query(({ ctx, input }) => warrantyProducts(ctx.core, input)),
  list: signedInProcedure.input(ZWarrantyListInput).output(ZWarrantyPage).query(({ ctx, input }) => listWarranties(ctx.core, input)),
  get: signedInProcedure.input(ZWarrantyId).output(ZWarranty).query(({ ctx, input }) => getWarranty(ctx.core, input)),
  create: signedInProcedure.input(ZWarrantyInput).output(ZWarranty).mutation(({ ctx, input }) => createWarranty(ctx.core, input)),
  update: signedInProcedure.input(ZUpdateWarrantyInput).output(ZWarranty).mutation(({ ctx, input }) => updateWarranty(ctx.core, input)),
  delete: signedInProcedure.input(ZWarrantyId).output(ZWarrantyId).mutation(({ ctx, input }) => deleteWarranty(ctx.core, input)),
});

/** A buyer checks a serial number on the merchant's website: product, period and status only. */
export const storefrontWarrantyRouter = router({
  lookup: storefrontProcedure.input(ZWarrantyLookupInput).output(ZWarrantyLookup).query(({ ctx, input }) => lookUpWarranty(ctx.store, input)),
});
