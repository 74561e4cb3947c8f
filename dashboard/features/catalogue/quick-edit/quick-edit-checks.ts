import type { z } from 'zod';
import { ZOption } from '../../../../core/catalogue/product-schema.ts';
import type { ChangeField, SkuChange } from './quick-edit-lines.ts';
import { issueMessage, translateMessage } from '../../../i18n/messages.ts';

export type LineErrors = Map<string, Partial<Record<ChangeField, string>>>;

/** Prices and stock as core's product schema takes them; the server checks the rest (discount below price, SKUs). */
export function checkChanges(changes: ReadonlyMap<string, SkuChange>): LineErrors {
  const errors: LineErrors = new Map();
  for (const [sku, change] of changes) {
    const messages: Partial<Record<ChangeField, string>> = {};
    const check = (field: ChangeField, schema: z.ZodType) => {
      if (!(field in change) || change[field] === null) return;
      const result = schema.safeParse(change[field]);
      if (!result.success) messages[field] = translateMessage(issueMessage(result.error.issues[0]!.message));
    };
    check('priceSen', ZOption.shape.priceSen);
    check('discountedPriceSen', ZOption.shape.priceSen);
    check('stock', ZOption.shape.stock);
    if (Object.keys(messages).length) errors.set(sku, messages);
  }
  return errors;
}
