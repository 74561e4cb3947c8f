import type { FormErrors } from '@mantine/form';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '../../../../core/catalogue/constants.ts';
import { ZProductInput, type TProductInput } from '../../../../core/catalogue/product-schema.ts';
import { emptyProduct } from '../product-form/product-form-values.ts';
import { issueMessage, translateMessage } from '../../../i18n/messages.ts';

/** One photo of the batch: it becomes one product. */
interface PhotoRow {
  uploadId: string;
  nameEn: string;
  sku: string;
  priceSen: number | null;
  stock: number;
}

export interface AddMultipleValues extends Record<string, unknown> {
  categoryIds: string[];
  detailEn: string;
  rows: PhotoRow[];
}

/** Fields every product of the batch shares; a message on them is shown once. */
const SHARED = new Set(['categoryIds', 'detailEn']);

/** Where a product field's message goes: on the shared field, or on the photo's row. */
export const fieldOfRow = (index: number, field: string): string => (SHARED.has(field.split('.')[0]!) ? field : `rows.${index}.${field}`);

/** The product a photo becomes: the photo, its row's fields and the shared ones; the rest as a new product has it. */
export function productOf(values: AddMultipleValues, row: PhotoRow): TProductInput {
  return {
    ...emptyProduct(),
    sku: row.sku,
    nameEn: row.nameEn,
    detailEn: values.detailEn,
    categoryIds: values.categoryIds,
    images: [{ uploadId: row.uploadId, url: null }],
    priceSen: row.priceSen,
    stock: row.stock,
  };
}

/** A product name from a file name: 'red_batik-shirt.jpg' -> 'Red batik shirt'. */
export function nameFromFile(fileName: string): string {
  const words = fileName.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A SKU from a name: 'Red batik shirt' -> 'RED-BATIK-SHIRT'. */
export const skuFromName = (name: string): string =>
  name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, CATALOGUE_LIMITS.skuMaxLength);

/** Every photo is checked as the product it becomes, with core's product schema. */
export function validateBatch(values: AddMultipleValues): FormErrors {
  if (values.rows.length === 0) return { rows: translateMessage(CATALOGUE_MESSAGES.photosRequired) };
  const errors: FormErrors = {};
  values.rows.forEach((row, index) => {
    const result = ZProductInput.safeParse(productOf(values, row));
    for (const issue of result.error?.issues ?? []) errors[fieldOfRow(index, issue.path.join('.'))] ??= translateMessage(issueMessage(issue.message));
  });
  return errors;
}
