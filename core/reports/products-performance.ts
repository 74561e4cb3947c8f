import type { Ctx } from '../shared/context.ts';
import type { ReportTable } from './report-table.ts';
import { reportDaysOf } from './report-days.ts';
import { productPage, type ProductSummary, type SalesDays } from './sales-figures.ts';
import type { PerformanceSort } from './sales-options.ts';
import {
  ZProductsPerformanceFilter,
  ZProductsPerformanceInput,
  type TProductPerformanceRow,
  type TProductsPerformance,
  type TProductsPerformanceFilter,
  type TProductsPerformanceInput,
} from './sales-schema.ts';

/** A part of a whole in basis points (0 when there is no whole). */
const shareBp = (part: number, whole: number) => (whole > 0 ? Math.round((part * 10_000) / whole) : 0);

/** Ids looked up a statement at a time: a file's rows may be a whole catalogue, past the engines' limits on bound values. */
const LOOKUP_BATCH = 1000;

/** The products' names and SKUs as they are now, by id. */
async function productsNow(ctx: Ctx, ids: string[]): Promise<Map<string, { nameEn: string; sku: string }>> {
  const byId = new Map<string, { nameEn: string; sku: string }>();
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
    const products = await ctx.db.product.findMany({ where: { merchantId: ctx.merchantId, id: { in: ids.slice(start, start + LOOKUP_BATCH) } }, select: { id: true, nameEn: true, sku: true } });
    for (const p of products) byId.set(p.id, p);
  }
  return byId;
}

/**
 * A page of the products sold in the days (sold orders only), sorted and paged in the database, each
 * with its product's name and SKU as they are now (as sold when the product is gone, and for
 * mix-and-match sets) and its share of the sales of all of them; and all of them together.
 */
export async function performancePage(ctx: Ctx, days: SalesDays, sort: PerformanceSort, skip: number, take: number): Promise<{ rows: TProductPerformanceRow[]; summary: ProductSummary }> {
  const { rows, summary } = await productPage(ctx, days, sort, skip, take);
  const byId = await productsNow(ctx, rows.flatMap((r) => (r.productId ? [r.productId] : [])));
  return {
    rows: rows.map((r) => {
      const product = r.productId ? byId.get(r.productId) : undefined;
      return { ...r, name: product?.nameEn ?? r.name, sku: product?.sku ?? r.sku, shareBp: shareBp(r.salesSen, summary.salesSen) };
    }),
    summary,
  };
}

/** The products performance screen: every product's sold orders, units, sales and share in the period, sorted by revenue, units or orders, a page at a time. */
export async function productsPerformance(ctx: Ctx, raw: TProductsPerformanceInput): Promise<TProductsPerformance> {
  const input = ZProductsPerformanceInput.parse(raw);
  const days = await reportDaysOf(ctx, input);
  const { rows, summary } = await performancePage(ctx, days, input.sort, (input.page - 1) * input.pageSize, input.pageSize);
  return { timeZone: ctx.timeZone, days: { from: days.from, to: days.to, grain: days.grain }, totals: summary, products: { items: rows, total: summary.products, page: input.page, pageSize: input.pageSize } };
}

export const PRODUCTS_PERFORMANCE_HEADER = ['Product', 'SKU', 'Orders', 'Units', 'Sales (RM)', 'Share of sales (%)'] as const;

/** Rows a products performance file holds at most: a shop's whole catalogue, in practice. */
const FILE_ROWS = 100_000;

/** The products performance file: every product of the period in the screen's order. */
export async function productsPerformanceTable(ctx: Ctx, raw: TProductsPerformanceFilter): Promise<ReportTable> {
  const input = ZProductsPerformanceFilter.parse(raw);
  const days = await reportDaysOf(ctx, input);
  const { rows } = await performancePage(ctx, days, input.sort, 0, FILE_ROWS);
  return {
    name: `products-performance-${days.from}-to-${days.to}`,
    header: PRODUCTS_PERFORMANCE_HEADER,
    rows: rows.map((r) => [r.name, r.sku, r.orders, r.units, { sen: r.salesSen }, r.shareBp / 100]),
  };
}
