import { z } from 'zod';
import { SLOT_STATES } from './showcase-state.ts';

const id = z.string().min(1).max(64);

/** A slot as the merchant's product showcases screen (/profile/product-showcases) lists it. */
export const ZMerchantSlot = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  /** The product's name and SKU ('' when the slot has none, or its product was deleted). */
  productName: z.string(),
  sku: z.string(),
  googleCategory: z.string(),
  durationMonths: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  state: z.enum(SLOT_STATES),
});
export type TMerchantSlot = z.infer<typeof ZMerchantSlot>;
export const ZMerchantSlotList = z.array(ZMerchantSlot);

export const ZSetSlotProduct = z.object({ id, productId: id });
export const ZSwitchSlot = z.object({ id, on: z.boolean() });

export const ZSlotProductSearch = z.object({ search: z.string().max(100).optional() });
export const ZSlotProductOptions = z.array(z.object({ id: z.string(), name: z.string(), sku: z.string() }));
