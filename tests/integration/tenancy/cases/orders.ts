import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const payment = (a: TenantFixtures) => ({ method: 'bank_transfer', paidOn: new Date(), amountSen: 100, attachmentId: a.orders.paymentProofId });

/** Orders and quotations of the back office. */
export const orderCases: Record<string, IsolationCase> = {
  // A's buyer name starts with 'Buyer <marker>'; A's order number is small and may match B's own, so the search is by name.
  'orders.list': { list: (a) => ({ search: `buyer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  // The palette's find reads the same name key (and a number, which B's own order may have).
  'orders.find': { list: (a) => ({ search: `buyer ${a.marker.toLowerCase()}` }) },
  'orders.get': { reach: (a) => ({ id: a.checkout.orderId }) },
  'orders.markPaid': { reach: (a) => ({ id: a.checkout.orderId, payment: payment(a) }) },
  'orders.confirmPayment': { reach: (a) => ({ id: a.checkout.orderId }) },
  'orders.quoteShipping': { reach: (a) => ({ id: a.checkout.orderId, shippingSen: 100 }) },
  'orders.markShipped': { reach: (a) => ({ id: a.checkout.orderId, courier: 'jnt', trackingNo: 'JNT1', shippedAt: new Date() }) },
  'orders.complete': { reach: (a) => ({ id: a.checkout.orderId }) },
  'orders.cancel': { reach: (a) => ({ id: a.checkout.orderId, remark: 'Taken over' }) },
  'orders.refund': { reach: (a) => ({ id: a.checkout.orderId }) },
  'orders.mass': { reach: (a) => ({ action: 'cancel', ids: [a.checkout.orderId] }) },

  'quotations.list': { list: (a) => ({ search: `quote ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'quotations.get': { reach: (a) => ({ id: a.orders.quotationId }) },
  'quotations.reply': { reach: (a) => ({ id: a.orders.quotationId, message: 'Taken over', shippingSen: 0 }) },
};
