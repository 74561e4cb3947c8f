import { ORDER_MESSAGES } from '../../orders/constants.ts';
import { COURIER_CODES } from '../../orders/couriers.ts';

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
  orderNo: 'Please enter the order ID, the order number as the order list shows it (like 1024).',
  orderNotFound: (orderNo: number) => `Order #${orderNo} was not found.`,
  courier: `Courier must be one of: ${COURIER_CODES.join(', ')} (or the courier’s name).`,
  trackingTooLong: `Tracking number can be at most ${TRACKING_MAX_CHARS} characters.`,
  weight: 'Please enter the weight in kg with at most three decimals, like 1.25.',
  centimetres: 'Please enter centimetres with at most one decimal, like 12.5.',
  emptyFile: 'The file has no header row.',
  noRows: 'The file has no shipment rows.',
} as const;
