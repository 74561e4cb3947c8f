import type { BulkRow } from '../../../../core/db/bulk-write.ts';
import { newId } from '../../../../core/db/ids.ts';
import type { OrderRows } from '../../../../core/checkout/order-rows.ts';
import { formatInvoiceNumber } from '../../../../core/invoices/numbering.ts';
import { ORDER_STATUS, type OrderStatusId } from '../../../../core/orders/constants.ts';
import { COURIER_CODES } from '../../../../core/orders/couriers.ts';
import { transition, type OrderAction, type OrderState } from '../../../../core/orders/status.ts';
import { DEFAULT_TIME_ZONE, localDate } from '../../../../core/shared/time.ts';
import type { Random } from './random.ts';
import type { ShopCatalogue } from './shop.ts';

export const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Where an order's life stops, with how often (per 1,000 orders); each is a path of the status machine. */
const LIFE: readonly { weight: number; path: readonly OrderAction[] }[] = [
  { weight: 80, path: [] },
  { weight: 60, path: ['markPaid'] },
  { weight: 80, path: ['markPaid', 'confirmPayment'] },
  { weight: 140, path: ['markPaid', 'confirmPayment', 'markShipped'] },
  { weight: 520, path: ['markPaid', 'confirmPayment', 'markShipped', 'complete'] },
  { weight: 100, path: ['cancel'] },
  { weight: 20, path: ['markPaid', 'confirmPayment', 'markShipped', 'complete', 'refund'] },
];
const LIFE_TOTAL = LIFE.reduce((s, l) => s + l.weight, 0);

/** How long after the previous step each action happens, at most and at least. */
const STEP_MS: Record<OrderAction, [number, number]> = {
  markPaid: [10 * 60_000, 2 * DAY],
  confirmPayment: [HOUR, DAY],
  quoteShipping: [HOUR, DAY],
  markShipped: [HOUR, 3 * DAY],
  complete: [2 * DAY, 10 * DAY],
  cancel: [HOUR, 3 * DAY],
  replyQuotation: [HOUR, 2 * DAY],
  refund: [DAY, 14 * DAY],
};

const months = new Map<number, string>();
/** The merchant-local month of a time (looked up once per hour of time: the time zone library is slow for millions of calls). */
function monthOf(time: number): string {
  const hour = Math.floor(time / HOUR);
  let month = months.get(hour);
  if (month === undefined) months.set(hour, (month = localDate(new Date(hour * HOUR), DEFAULT_TIME_ZONE).slice(0, 7)));
  return month;
}

/** Rows of one generated order besides the order's own, as the actions write them. */
export interface LifeRows {
  payment: BulkRow | null;
  shipment: BulkRow | null;
  /** Sales of the month the order was paid in (recordOrderSales), when it still counts. */
  sales: { month: string; sign: 1 | -1 } | null;
}

export interface GeneratorState {
  nextOrderNo: number;
  nextInvoiceNo: number;
  /** ProductSalesMonth figures: productId|month -> sums. */
  sales: Map<string, { salesSen: number; units: number }>;
}

/**
 * Moves an order from the checkout along a path of actions, as the actions would: the status
 * from the status machine, their times, and the columns and rows each writes (payOrder: paidAt,
 * payment, invoice number when auto-generated; recordShipments: parcel and shippedAt; complete;
 * cancel: cancelledAt; refund: remark). A path whose last step would be after now stops earlier.
 */
export function live(catalogue: ShopCatalogue, rows: OrderRows, state: GeneratorState, rnd: Random, now: number): LifeRows {
  const order = rows.order as Record<string, unknown> & Omit<OrderRows['order'], 'status'> & { status: OrderStatusId };
  const out: LifeRows = { payment: null, shipment: null, sales: null };
  if (order.status === ORDER_STATUS.waitingForReply) return out;
  let roll = rnd.next() * LIFE_TOTAL;
  const life = LIFE.find((l) => (roll -= l.weight) < 0) ?? LIFE[0]!;
  let at = order.placedAt.getTime();
  const steps: { action: OrderAction; at: number }[] = [];
  const path: OrderAction[] = !order.shippingQuoted && life.path.length > 0 && life.path[0] !== 'cancel' ? ['quoteShipping', ...life.path] : [...life.path];
  for (const action of path) {
    const [min, max] = STEP_MS[action];
    at += min + Math.floor(rnd.next() * (max - min));
    if (at > now) break;
    steps.push({ action, at });
  }
  let current: OrderState = { status: order.status, shippingQuoted: order.shippingQuoted };
  const userId = catalogue.shop.userId;
  for (const { action, at: time } of steps) {
    current = transition(current, action);
    const when = new Date(time);
    switch (action) {
      case 'quoteShipping': {
        const fee = rnd.int(30, 120) * 100;
        order.totalSen = order.totalSen - order.shippingSen + fee;
        order.shippingSen = fee;
        break;
      }
      case 'markPaid': {
        order.paidAt = when;
        order.autoCancelAt = null;
        out.payment = { merchantId: order.merchantId, id: newId(), orderId: order.id, method: 'bank_transfer', bankName: 'Maybank', accountNumber: '', attachmentId: null, transactionId: `TX${order.orderNo}`, paidOn: when, amountSen: order.totalSen, recordedBy: userId, createdAt: when };
        if (catalogue.settings.invoiceAutoGenerate) {
          order.invoiceNo = formatInvoiceNumber(catalogue.settings.invoicePrefix, state.nextInvoiceNo++, catalogue.settings.invoiceNumberWidth);
          order.invoiceDate = when;
        }
        out.sales = { month: monthOf(time), sign: 1 };
        break;
      }
      case 'confirmPayment':
        break;
      case 'markShipped':
        order.shippedAt = when;
        out.shipment = { merchantId: order.merchantId, id: newId(), orderId: order.id, courier: rnd.pick(COURIER_CODES), trackingNo: `MY${String(order.orderNo).padStart(10, '0')}`, shippedAt: when, remark: '', weightGrams: order.weightGrams, widthMm: null, lengthMm: null, heightMm: null, createdBy: userId, createdAt: when };
        break;
      case 'complete':
        order.completedAt = when;
        break;
      case 'cancel':
        order.cancelledAt = when;
        order.cancelRemark = 'Buyer asked to cancel.';
        order.autoCancelAt = null;
        break;
      case 'refund':
        order.cancelRemark = 'Refunded: item returned.';
        out.sales = { month: out.sales!.month, sign: -1 };
        break;
      default:
        throw new Error(`the generator does not play ${action}`);
    }
    order.updatedAt = when;
  }
  order.status = current.status;
  order.shippingQuoted = current.shippingQuoted;
  return out;
}
