import { ORDER_MESSAGES } from '../../orders/constants.ts';
import { COURIER_CODES } from '../../orders/couriers.ts';
import { msg, term } from '../../shared/messages.ts';
import { tooLongMessage } from '../../shared/text-fields.ts';

/** The mass shipping file's columns, as the template heads them (matched ignoring case and spacing). */
export const SHIPPING_COLUMNS = {
  orderNo: 'Order ID',
  courier: 'Courier',
  trackingNo: 'Tracking Number',
  weight: 'Weight (kg)',
  width: 'Width (cm)',
  length: 'Length (cm)',
  height: 'Height (cm)',
} as const;
export type ShippingColumn = keyof typeof SHIPPING_COLUMNS;
export const SHIPPING_HEADER = Object.values(SHIPPING_COLUMNS);
export const REQUIRED_COLUMNS: readonly ShippingColumn[] = ['orderNo', 'courier', 'trackingNo'];

export const TRACKING_MAX_CHARS = 100;

export const MASS_SHIPPING_MESSAGES = {
  /** The spec's message for a missing courier or tracking number. */
  fillAllFields: ORDER_MESSAGES.fillAllFields,
  orderNo: msg('massShipping.orderNo'),
  orderNotFound: (orderNo: number) => msg('massShipping.orderNotFound', { orderNo }),
  courier: msg('massShipping.courier', { codes: COURIER_CODES.join(', ') }),
  trackingTooLong: tooLongMessage(term('fields.massShipping.tracking'), TRACKING_MAX_CHARS),
  weight: msg('massShipping.weight'),
  centimetres: msg('bulk.centimetres'),
  emptyFile: msg('bulk.emptyFile'),
  noRows: msg('massShipping.noRows'),
} as const;
