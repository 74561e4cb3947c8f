import { queueMail } from '../mail/outbox.ts';
import type { BaseCtx } from '../shared/context.ts';
import { english } from '../shared/english.ts';
import { msg } from '../shared/messages.ts';
import { getBookingSettings } from './settings.ts';

/** What happened to a booking: a new request (pending), a booking confirmed at once, an approval, a cancellation. */
export type BookingMailEvent = 'requested' | 'confirmed' | 'approved' | 'cancelled';

type MailTx = Pick<BaseCtx, 'db' | 'env'> & { merchantId: string };

/**
 * Queues the booking's e-mails in the caller's transaction (so a refused booking sends nothing):
 * the customer's for every event, and the merchant's notification address (when set) for a new
 * booking. Texts come from the English locale file (messages.booking.mail.*).
 */
export async function queueBookingMails(tx: MailTx, bookingId: string, event: BookingMailEvent): Promise<void> {
  const [b, merchant] = await Promise.all([
    tx.db.booking.findUniqueOrThrow({
      where: { merchantId_id: { merchantId: tx.merchantId, id: bookingId } },
      select: { bookingNo: true, day: true, startTime: true, endTime: true, slots: true, name: true, email: true, phone: true, note: true, cancelReason: true, service: { select: { name: true } }, venue: { select: { nameEn: true, address: true } } },
    }),
    tx.db.merchant.findUniqueOrThrow({ where: { id: tx.merchantId }, select: { name: true } }),
  ]);
  const params = {
    shop: merchant.name,
    name: b.name,
    bookingNo: b.bookingNo,
    service: b.service.name,
    venue: b.venue.nameEn,
    address: b.venue.address,
    day: b.day,
    time: `${b.startTime}-${b.endTime}`,
    slots: b.slots,
  };
  const details = english(msg('booking.mail.details', params));
  const reason = event === 'cancelled' && b.cancelReason ? `\n${english(msg('booking.mail.reason', { reason: b.cancelReason }))}` : '';
  await queueMail(tx.db, tx.merchantId, {
    to: b.email,
    subject: english(msg(`booking.mail.${event}Subject`, params)),
    text: `${english(msg(`booking.mail.${event}Body`, params))}\n\n${details}${reason}`,
  });
  if (event !== 'requested' && event !== 'confirmed') return;
  const { notificationEmail } = await getBookingSettings(tx);
  if (!notificationEmail) return;
  const customer = english(msg('booking.mail.customer', { name: b.name, email: b.email, phone: b.phone || '-' }));
  const note = b.note ? `\n${english(msg('booking.mail.note', { note: b.note }))}` : '';
  await queueMail(tx.db, tx.merchantId, {
    to: notificationEmail,
    subject: english(msg('booking.mail.newSubject', params)),
    text: `${english(msg(event === 'requested' ? 'booking.mail.newPendingBody' : 'booking.mail.newConfirmedBody', params))}\n\n${details}\n${customer}${note}\n\n${tx.env.publicUrl}/booking/dashboard`,
  });
}
