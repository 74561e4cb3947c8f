import { ZMerchantSlotList, ZSetSlotProduct, ZSlotProductOptions, ZSlotProductSearch, ZSwitchSlot } from '../../core/reports/showcase-manage-schema.ts';
import { listMerchantSlots, setSlotProduct, slotProductOptions, switchSlot } from '../../core/reports/showcase-manage.ts';
import { moduleProcedure, router } from '../trpc.ts';

/** /profile/product-showcases (module profile_setting): the merchant's slots, their products, on and off. */
export const productShowcasesRouter = router({
  list: moduleProcedure('profile_setting', 'view').output(ZMerchantSlotList).query(({ ctx }) => listMerchantSlots(ctx.core)),
  products: moduleProcedure('profile_setting', 'view').input(ZSlotProductSearch).output(ZSlotProductOptions).query(({ ctx, input }) => slotProductOptions(ctx.core, input)),
  setProduct: moduleProcedure('profile_setting', 'edit').input(ZSetSlotProduct).output(ZMerchantSlotList).mutation(({ ctx, input }) => setSlotProduct(ctx.core, input)),
  switch: moduleProcedure('profile_setting', 'edit').input(ZSwitchSlot).output(ZMerchantSlotList).mutation(({ ctx, input }) => switchSlot(ctx.core, input)),
});
