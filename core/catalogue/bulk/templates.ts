import type { Writable } from 'node:stream';
import { z } from 'zod';
import { FILE_TYPES, assertCatalogueAccess } from '../../jobs/job-files.ts';
import { FILE_FORMATS } from '../../jobs/schema.ts';
import type { Ctx } from '../../shared/context.ts';
import { AppError } from '../../shared/errors.ts';
import type { TProductView } from '../product-views.ts';
import { productPages } from './catalogue-pages.ts';
import { MASS_UPDATE_HEADER, MASS_UPDATE_TEMPLATE } from './mass-update-file.ts';
import { PRODUCT_HEADER } from './product-columns.ts';
import { openSheetWriter, type SheetCell } from '../../sheets/sheet-writer.ts';
import { CATALOGUE_MESSAGES } from '../constants.ts';

export const TEMPLATE_KINDS = ['import', 'mass-update'] as const;

export const ZTemplateInput = z.object({ kind: z.enum(TEMPLATE_KINDS).default('import'), format: z.enum(FILE_FORMATS).default('xlsx') });
export type TTemplateInput = z.infer<typeof ZTemplateInput>;

/**
 * What a template download will be, after the checks a download makes: the caller may view
 * the catalogue, and the mass-update template exists only as XLSX.
 */
export function templateFile(ctx: Ctx, { kind, format }: TTemplateInput): { fileName: string; mimeType: string } {
  assertCatalogueAccess(ctx, 'view');
  if (kind === 'mass-update' && format !== 'xlsx') throw new AppError('TEMPLATE.FORMAT', CATALOGUE_MESSAGES.massUpdateXlsx, 'invalid', 'format');
  return { fileName: `${kind === 'import' ? 'products' : 'mass-update'}-template.${format}`, mimeType: FILE_TYPES[format] };
}

/**
 * A product's rows in the mass-update template, filled with the values stored now: its own
 * SKU (name, discounted price, visibility; price and stock when it has no options), then one
 * row per option SKU (price and stock). Unlimited stock is left blank: blank leaves it as it is.
 */
function massUpdateRows(p: TProductView): SheetCell[][] {
  const options = p.variants.flatMap((v) => v.options);
  const stock = p.stockUnlimited ? null : p.stock;
  if (options.length === 0) {
    return [[p.sku, p.nameEn, { sen: p.priceSen }, p.discountedPriceSen === null ? null : { sen: p.discountedPriceSen }, stock, p.visibility]];
  }
  return [[p.sku, p.nameEn, null, null, null, p.visibility], ...options.map((o) => [o.sku, null, { sen: o.priceSen }, null, p.stockUnlimited ? null : o.stock, null])];
}

/**
 * Writes a template to output: for imports, the product file's header (CSV or XLSX); for mass
 * updates, an XLSX of the merchant's SKUs with their current values and the template's version.
 */
export async function writeTemplate(ctx: Ctx, input: TTemplateInput, output: Writable): Promise<void> {
  templateFile(ctx, input);
  if (input.kind === 'import') {
    const sheet = await openSheetWriter(input.format, output, { header: PRODUCT_HEADER, sheetName: 'Products' });
    return sheet.end();
  }
  const sheet = await openSheetWriter('xlsx', output, { header: MASS_UPDATE_HEADER, sheetName: 'Mass update', stamp: MASS_UPDATE_TEMPLATE });
  for await (const page of productPages(ctx)) for (const product of page) for (const row of massUpdateRows(product)) await sheet.write(row);
  await sheet.end();
}
