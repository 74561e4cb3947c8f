import type { TOrderMailKind } from './constants.ts';

const ORDER = '<p>Order: #{orderNo}<br>Placed: {placedAt}<br>Delivery: {delivery}</p>\n<p>Items:<br>{items}</p>\n<p>Total: {total}</p>';

/**
 * The templates a merchant starts from (English, as every e-mail of the platform). A line whose
 * placeholders are all empty is left out of the e-mail (no "Phone:" without a phone).
 */
export const DEFAULT_ORDER_MAIL_TEMPLATES: Record<TOrderMailKind, { subject: string; body: string }> = {
  order_placed: {
    subject: '{shop}: we received your order #{orderNo}',
    body: `<p>Dear {buyerName},</p>\n<p>Thank you for your order at {shop}. We will let you know when your payment is received.</p>\n${ORDER}`,
  },
  payment_received: {
    subject: '{shop}: payment received for order #{orderNo}',
    body: `<p>Dear {buyerName},</p>\n<p>We received your payment for order #{orderNo}. We are preparing it now.</p>\n${ORDER}`,
  },
  shipped: {
    subject: '{shop}: your order #{orderNo} has been shipped',
    body: `<p>Dear {buyerName},</p>\n<p>Your order #{orderNo} is on its way.</p>\n<p>Courier: {courier}<br>Tracking number: {trackingNo}</p>\n${ORDER}`,
  },
  cancelled: {
    subject: '{shop}: your order #{orderNo} was cancelled',
    body: `<p>Dear {buyerName},</p>\n<p>Your order #{orderNo} was cancelled.</p>\n<p>Reason: {cancelRemark}</p>\n${ORDER}`,
  },
  merchant_notification: {
    subject: '{shop}: new {orderKind} #{orderNo} from {buyerName} ({total})',
    body: [
      '<p>A new {orderKind} was placed on the website of {shop}.</p>',
      '<p>Order: #{orderNo}<br>Placed: {placedAt}<br>Buyer: {buyerName}<br>E-mail: {buyerEmail}<br>Phone: {buyerPhone}<br>Delivery: {delivery}</p>',
      '<p>Items:<br>{items}</p>',
      '<p>Total: {total}</p>',
      "<p>Buyer's note: {buyerNote}</p>",
      '<p>Open the {orderKind} in the dashboard:<br>{orderLink}</p>',
    ].join('\n'),
  },
};
