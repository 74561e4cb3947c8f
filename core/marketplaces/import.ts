import { z } from 'zod';
import { touchCatalogue } from '../catalogue/stock.ts';
import { SKU_PATTERN, ZProductImageRef, ZProductInput, type TProductInputRaw } from '../catalogue/product-schema.ts';
import { insertProduct } from '../catalogue/product-service.ts';
import { skusOf, takenSkus } from '../catalogue/product-store.ts';
import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { MARKETPLACE_CATEGORY } from './constants.ts';
import { ZImportInput } from './mapping.ts';
import { shopRow } from './shops.ts';

/**
 * Import modes import and duplicate: the catalogue needs a category and a picture for every
 * product, which a marketplace listing does not bring, so the merchant gives one of each for the batch.
 */
export const ZCreateFromMarketInput = ZImportInput.extend({
  mode: z.enum(['import', 'duplicate']),
  categoryId: z.string().min(1),
  image: ZProductImageRef,
});

export const IMPORT_MESSAGES = {
  skuTaken: (sku: string) => msg('marketplaces.import.skuTaken', { sku }),
  alreadyMapped: msg('marketplaces.import.alreadyMapped'),
  noFreeSku: msg('marketplaces.import.noFreeSku'),
} as const;

/** The name of the one variant an imported product's marketplace variants become (data, as the marketplaces call it). */
const VARIANT_NAME = 'Variation';
/** A duplicate's SKUs end in -COPY, then -COPY2, -COPY3... : the first suffix that frees every SKU of the product. */
const COPY_SUFFIX = '-COPY';
const MAX_COPIES = 99;
const SKU_MAX = 64;

type Row = { id: string; sku: string; parentSku: string; variantName: string; name: string; modelId: string; priceSen: number; stock: number; mapping: string };
/** One catalogue product to create: a marketplace product alone, or the variants sharing a parent SKU. */
interface Group {
  sku: string;
  rows: Row[];
}

export interface ImportRefusal {
  id: string;
  sku: string;
  reason: string;
}

export interface ImportResult {
  created: number;
  imported: number;
  refused: ImportRefusal[];
}

/** The chosen rows as catalogue products: variants (rows with a parent SKU) grouped under it. */
function groupsOf(rows: readonly Row[]): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const key = r.parentSku && r.parentSku !== r.sku ? r.parentSku : r.sku;
    const group = groups.get(key) ?? { sku: key, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const hasVariants = (group: Group): boolean => group.rows.length > 1 || group.rows[0]!.sku !== group.sku;

/** The product form a group fills, its SKUs suffixed (duplicate) or as listed (import). */
function productOf(group: Group, suffix: string, input: z.output<typeof ZCreateFromMarketInput>): TProductInputRaw {
  const first = group.rows[0]!;
  const variants = hasVariants(group);
  const base = { sku: group.sku + suffix, nameEn: first.name, detailEn: first.name, categoryIds: [input.categoryId], images: [input.image] };
  if (!variants) return { ...base, priceSen: first.priceSen, stock: first.stock };
  const options = group.rows.map((r) => ({ name: r.variantName || r.sku, sku: r.sku + suffix, priceSen: r.priceSen, stock: r.stock }));
  return { ...base, variants: [{ name: VARIANT_NAME, options }] };
}

/** The first copy suffix for which none of the SKUs is in the catalogue or this batch; null when none fits. */
async function freeSuffix(ctx: Ctx, skus: readonly string[], used: Set<string>): Promise<string | null> {
  for (let n = 1; n <= MAX_COPIES; n++) {
    const suffix = n === 1 ? COPY_SUFFIX : `${COPY_SUFFIX}${n}`;
    const candidates = skus.map((s) => s + suffix);
    if (candidates.some((s) => s.length > SKU_MAX || !SKU_PATTERN.test(s) || used.has(s))) continue;
    if ((await takenSkus(ctx.db, ctx.merchantId, candidates)).length === 0) return suffix;
  }
  return null;
}

/**
 * Import modes import and duplicate on a shop's products: each chosen unmapped product (its
 * variants together) becomes a catalogue product through the catalogue's own rules, and the
 * marketplace products are marked imported and linked to it (their stock and price pushed on the
 * next sync). import refuses a product whose SKU the catalogue has (sync by same SKU maps it);
 * duplicate gives it new SKUs. One transaction for the batch; every refusal has its reason.
 */
export async function createFromMarket(ctx: Ctx, raw: z.input<typeof ZCreateFromMarketInput>): Promise<ImportResult> {
  const input = ZCreateFromMarketInput.parse(raw);
  const shop = await shopRow(ctx, input.shopId);
  const rows = await ctx.db.marketplaceProduct.findMany({
    where: { merchantId: ctx.merchantId, shopId: shop.id, id: { in: input.ids } },
    select: { id: true, sku: true, parentSku: true, variantName: true, name: true, modelId: true, priceSen: true, stock: true, mapping: true },
    orderBy: [{ sku: 'asc' }, { id: 'asc' }],
  });
  const refused: ImportRefusal[] = [];
  const refuse = (group: Group, reason: string) => refused.push(...group.rows.map((r) => ({ id: r.id, sku: r.sku, reason })));
  const result = await audited(
    ctx,
    (done: { created: number; imported: number }) => ({
      action: msg(input.mode === 'import' ? 'log.marketplaces.imported' : 'log.marketplaces.duplicated', { count: done.created, name: shop.storeName }),
      category: MARKETPLACE_CATEGORY,
    }),
    async (tx) => {
      const used = new Set<string>();
      let created = 0;
      let imported = 0;
      for (const group of groupsOf(rows)) {
        if (group.rows.some((r) => r.mapping !== 'unmapped')) {
          refuse(group, IMPORT_MESSAGES.alreadyMapped);
          continue;
        }
        const skus = hasVariants(group) ? [group.sku, ...group.rows.map((r) => r.sku)] : [group.sku];
        let suffix = '';
        if (input.mode === 'import') {
          const taken = [...(await takenSkus(tx.db, tx.merchantId, skus)), ...skus.filter((s) => used.has(s))];
          if (taken.length) {
            refuse(group, IMPORT_MESSAGES.skuTaken(taken[0]!));
            continue;
          }
        } else {
          const free = await freeSuffix(tx, skus, used);
          if (free === null) {
            refuse(group, IMPORT_MESSAGES.noFreeSku);
            continue;
          }
          suffix = free;
        }
        const parsed = ZProductInput.safeParse(productOf(group, suffix, input));
        if (!parsed.success) {
          refuse(group, parsed.error.issues[0]!.message);
          continue;
        }
        const productId = await insertProduct(tx, parsed.data);
        for (const s of skusOf(parsed.data)) used.add(s);
        const options = new Map((await tx.db.productOption.findMany({ where: { merchantId: tx.merchantId, productId }, select: { id: true, sku: true } })).map((o) => [o.sku, o.id]));
        for (const r of group.rows) {
          await tx.db.marketplaceProduct.updateMany({
            where: { merchantId: tx.merchantId, id: r.id },
            data: { mapping: 'imported', productId, optionId: options.get(r.sku + suffix) ?? null, pushedStock: null, pushedPriceSen: null },
          });
        }
        created += 1;
        imported += group.rows.length;
      }
      if (created) await touchCatalogue(tx);
      return { created, imported };
    },
  );
  return { ...result, refused };
}
