import type { Ctx } from '../shared/context.ts';
import { msg } from '../shared/messages.ts';
import { audited } from '../user-logs/audited.ts';
import { ZBookingSettingsInput } from './schema.ts';
import { BOOKING_CATEGORY } from './venues.ts';
import type { z } from 'zod';

type Tenant = Pick<Ctx, 'db' | 'merchantId'>;

/**
 * Makes the merchant's setting row if it is missing, the same SQL on both engines and without
 * failing the transaction on a concurrent insert (a unique error would abort PostgreSQL's).
 */
export async function ensureBookingSetting(tx: Tenant): Promise<void> {
  await tx.db.$executeRaw`INSERT INTO "BookingSetting" ("merchantId", "nextBookingNo", "notificationEmail") VALUES (${tx.merchantId}, 1, '') ON CONFLICT DO NOTHING`;
}

export async function getBookingSettings(ctx: Tenant): Promise<{ notificationEmail: string }> {
  const row = await ctx.db.bookingSetting.findUnique({ where: { merchantId: ctx.merchantId }, select: { notificationEmail: true } });
  return { notificationEmail: row?.notificationEmail ?? '' };
}

export function saveBookingSettings(ctx: Ctx, raw: z.input<typeof ZBookingSettingsInput>): Promise<{ notificationEmail: string }> {
  const input = ZBookingSettingsInput.parse(raw);
  return audited(ctx, { action: msg('log.booking.settingsSaved'), category: BOOKING_CATEGORY }, async (tx) => {
    await ensureBookingSetting(tx);
    await tx.db.bookingSetting.update({ where: { merchantId: tx.merchantId }, data: { notificationEmail: input.notificationEmail } });
    return getBookingSettings(tx);
  });
}

/** The next booking number; the counter row stays locked until the caller's transaction ends, so numbers are unique and gap-free. */
export async function takeBookingNo(tx: Tenant): Promise<number> {
  await ensureBookingSetting(tx);
  const row = await tx.db.bookingSetting.update({ where: { merchantId: tx.merchantId }, data: { nextBookingNo: { increment: 1 } }, select: { nextBookingNo: true } });
  return row.nextBookingNo - 1;
}
