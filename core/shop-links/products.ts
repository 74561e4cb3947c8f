import { z } from 'zod';
import type { Prisma } from '../../prisma/generated/sqlite/client/client.ts';
import type { DbClient } from '../db/database.ts';
import { AppError, notFoundMessage } from '../shared/errors.ts';
import { LINK_LIMITS as L, LINK_MESSAGES as M } from './constants.ts';

/** A product of a link as a form sends it: the product, and its option when it has variants. */
export const ZLinkProductRef = z.object({
  productId: z.string({ error: M.productsRequired }).trim().min(1, M.productsRequired).max(64),
  optionId: z.string().trim().min(1).max(64).nullable().default(null),
});

/** A count a form may send: a whole number from min. */
export const zCount = (min: number, max: number) => z.number({ error: M.invalidValue }).int(M.invalidValue).min(min, M.invalidValue).max(max, M.invalidValue);

/** The list of a link's products: at least one, at most the limit, each product (and option) once. */
export const zLinkProducts = <T extends z.ZodType<{ productId: string; optionId: string | null }>>(line: T) =>
  z
    .array(line, { error: M.productsRequired })
    .min(1, M.productsRequired)
    .max(L.maxProducts, M.tooManyProducts)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const key = `${line.productId}\u0000${line.optionId ?? ''}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: M.duplicateProduct });
        seen.add(key);
      });
    });

/** An option a line can take, for the form's select. */
export const ZLinkOption = z.object({ id: z.string(), name: z.string(), priceSen: z.number().int(), stock: z.number().int() });

/** What the screens show of a line's product besides what the link stores. */
export const ZLinkProductInfo = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  optionId: z.string().nullable(),
  /** The option's name ('Red'); null for a product without variants. */
  optionName: z.string().nullable(),
  /** The option's price, else the product's discounted or normal price. */
  priceSen: z.number().int(),
  options: z.array(ZLinkOption),
});
export type TLinkProductInfo = z.infer<typeof ZLinkProductInfo>;

const PRODUCT_SELECT = {
  id: true,
  nameEn: true,
  sku: true,
  priceSen: true,
  discountedPriceSen: true,
  options: { select: { id: true, name: true, priceSen: true, stock: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.ProductSelect;

async function productsById(db: DbClient, merchantId: string, ids: readonly string[]) {
  const rows = await db.product.findMany({ where: { merchantId, id: { in: [...new Set(ids)] } }, select: PRODUCT_SELECT });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Every line names a product of this merchant; a product with variants names one of its options,
 * one without names none. The error names the line's field (products.2.optionId, or under the caller's list field).
 */
export async function assertLinkProducts(tx: { db: DbClient; merchantId: string }, lines: readonly { productId: string; optionId: string | null }[], field = 'products'): Promise<void> {
  const products = await productsById(
    tx.db,
    tx.merchantId,
    lines.map((l) => l.productId),
  );
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    if (!product) throw new AppError('PRODUCT.NOT_FOUND', notFoundMessage('product'), 'not_found', `${field}.${i}.productId`);
    if (product.options.length > 0 && line.optionId === null) throw new AppError('LINK.OPTION_REQUIRED', M.optionRequired, 'invalid', `${field}.${i}.optionId`);
    if (line.optionId !== null && !product.options.some((o) => o.id === line.optionId)) throw new AppError('LINK.OPTION_NOT_FOUND', M.optionNotFound, 'invalid', `${field}.${i}.optionId`);
  });
}

/** The stored option id: '' stands for the product itself (the key column cannot hold null). */
export const storedOption = (optionId: string | null) => optionId ?? '';

/** The product, option and price of each stored line, in the lines' order (lines of deleted products drop out). */
export async function linkProductInfo<T extends { productId: string; optionId: string }>(
  db: DbClient,
  merchantId: string,
  lines: readonly T[],
): Promise<(T & { info: TLinkProductInfo })[]> {
  const products = await productsById(
    db,
    merchantId,
    lines.map((l) => l.productId),
  );
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    const option = product.options.find((o) => o.id === line.optionId) ?? null;
    const info: TLinkProductInfo = {
      productId: product.id,
      productName: product.nameEn,
      sku: product.sku,
      optionId: option?.id ?? null,
      optionName: option?.name ?? null,
      priceSen: option ? option.priceSen : (product.discountedPriceSen ?? product.priceSen),
      options: product.options,
    };
    return [{ ...line, info }];
  });
}
