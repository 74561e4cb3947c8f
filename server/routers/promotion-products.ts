import { ZProductListInput, ZProductPage, listProducts } from '../../core/catalogue/product-list.ts';
import { moduleProcedure, router } from '../trpc.ts';

/**
 * The catalogue as the promotion screens pick from it: the same list as /manage/products, open
 * to whoever may view the promotion area (a sub-user may run vouchers without managing products).
 */
export const promotionProductsRouter = router({
  list: moduleProcedure('my_sales', 'view').input(ZProductListInput).output(ZProductPage).query(({ ctx, input }) => listProducts(ctx.core, input)),
  forPaymentLinks: moduleProcedure('payment_link', 'view').input(ZProductListInput).output(ZProductPage).query(({ ctx, input }) => listProducts(ctx.core, input)),
});
