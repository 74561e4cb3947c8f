import { z } from 'zod';
import { ZCreateProductsInput, ZProductIdInput, ZProductIdsInput, ZProductInput, ZSetVisibilityInput, ZUpdateProductInput } from '../../core/catalogue/product-schema.ts';
import { createProduct, createProducts, deleteProducts, getProduct, setProductVisibility, updateProduct } from '../../core/catalogue/product-service.ts';
import { ZEditableProduct } from '../../core/catalogue/product-views.ts';
import { ZProductListInput, ZProductPage, listProducts } from '../../core/catalogue/product-list.ts';
import { ZQuickUpdateInput, quickUpdateProducts } from '../../core/catalogue/sku-patch.ts';
import { ZProductHit, findProducts } from '../../core/catalogue/product-find.ts';
import { ZQuickFindInput } from '../../core/shared/quick-find.ts';
import { ZInventoryLogInput, ZInventoryLogPage, listInventoryLog } from '../../core/catalogue/inventory.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('manage', 'view');
const edit = moduleProcedure('manage', 'edit');

export const productsRouter = router({
  list: view.input(ZProductListInput).output(ZProductPage).query(({ ctx, input }) => listProducts(ctx.core, input)),
  find: view.input(ZQuickFindInput).output(z.array(ZProductHit)).query(({ ctx, input }) => findProducts(ctx.core, input)),
  get: view.input(ZProductIdInput).output(ZEditableProduct).query(({ ctx, input }) => getProduct(ctx.core, input.id)),
  inventoryLog: view.input(ZInventoryLogInput).output(ZInventoryLogPage).query(({ ctx, input }) => listInventoryLog(ctx.core, input)),
  create: edit.input(ZProductInput).output(ZEditableProduct).mutation(({ ctx, input }) => createProduct(ctx.core, input)),
  createMany: edit.input(ZCreateProductsInput).output(z.object({ ids: z.array(z.string()) })).mutation(({ ctx, input }) => createProducts(ctx.core, input.products)),
  update: edit.input(ZUpdateProductInput).output(ZEditableProduct).mutation(({ ctx, input }) => updateProduct(ctx.core, input.id, input.product)),
  setVisibility: edit.input(ZSetVisibilityInput).output(z.object({ updated: z.number().int() })).mutation(({ ctx, input }) => setProductVisibility(ctx.core, input.ids, input.visibility)),
  delete: edit.input(ZProductIdsInput).output(z.object({ deleted: z.number().int() })).mutation(({ ctx, input }) => deleteProducts(ctx.core, input.ids)),
  quickUpdate: edit.input(ZQuickUpdateInput).output(z.object({ products: z.number().int() })).mutation(({ ctx, input }) => quickUpdateProducts(ctx.core, input.patches)),
});
