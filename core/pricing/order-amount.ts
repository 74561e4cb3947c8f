import { AppError } from '../shared/errors.ts';
import { MONEY_LIMITS } from '../shared/limits.ts';
import { PRICING_MESSAGES as P } from './messages.ts';

/**
 * Refuses an amount of an order (a line, the subtotal, the total) above the largest order
 * (MONEY_LIMITS.orderSen) with PRICING.ORDER_TOO_LARGE on field: no order is priced that could
 * not be stored, summed and shown exactly. Written so that a figure that is not a number is
 * refused too.
 */
export function checkOrderAmount(sen: number, field: string): void {
  if (!(sen <= MONEY_LIMITS.orderSen)) throw new AppError('PRICING.ORDER_TOO_LARGE', P.orderTooLarge, 'invalid', field);
}
