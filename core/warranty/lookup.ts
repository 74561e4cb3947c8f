import { assertWithinLimit, takeAttempt } from '../auth/rate-limit.ts';
import type { StorefrontCtx } from '../checkout/context.ts';
import { AppError } from '../shared/errors.ts';
import { localDate } from '../shared/time.ts';
import { WARRANTY_LOOKUP_LIMIT, WARRANTY_MESSAGES as M } from './constants.ts';
import { warrantyStatus } from './period.ts';
import { ZWarrantyLookupInput, serialKeyOf, type TWarrantyLookup } from './schema.ts';

/**
 * A buyer checks a serial number on the merchant's website: the product and the period, never
 * the buyer's details. Serial numbers can be guessed, so an address that keeps missing is held
 * off (WARRANTY_LOOKUP_LIMIT per site key); found ones are never counted.
 */
export async function lookUpWarranty(store: StorefrontCtx, raw: unknown): Promise<TWarrantyLookup> {
  const { serialNo } = ZWarrantyLookupInput.parse(raw);
  const bucket = `warranty-lookup:${store.siteKeyId}:${store.request.ip}`;
  await assertWithinLimit(store.db, bucket, WARRANTY_LOOKUP_LIMIT, store.now());
  const row = await store.db.warranty.findUnique({
    where: { merchantId_serialKey: { merchantId: store.merchantId, serialKey: serialKeyOf(serialNo) } },
    select: { serialNo: true, productName: true, startDate: true, endDate: true },
  });
  if (!row) {
    await takeAttempt(store.db, bucket, WARRANTY_LOOKUP_LIMIT, store.now());
    throw new AppError('WARRANTY.NOT_REGISTERED', M.notRegistered, 'not_found', 'serialNo');
  }
  return { ...row, status: warrantyStatus(row.endDate, localDate(store.now(), store.timeZone)) };
}
