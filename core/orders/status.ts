import { AppError } from '../shared/errors.ts';
import { ORDER_MESSAGES as M, ORDER_STATUS as S, type OrderStatusId } from './constants.ts';

/** In the order the detail screen shows its buttons. */
export const ORDER_ACTIONS = ['markPaid', 'confirmPayment', 'quoteShipping', 'markShipped', 'complete', 'cancel', 'replyQuotation', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const MASS_ACTIONS = ['markPaid', 'confirmPayment', 'complete', 'cancel'] as const satisfies readonly OrderAction[];
export type MassAction = (typeof MASS_ACTIONS)[number];

/**
 * What the machine needs to know of an order. `shippingQuoted` is false only for an order placed
 * with a quote_shipping option whose fee the merchant has not quoted yet; every other order has it
 * true. Such an order waits in Awaiting Payment and cannot be paid until quoted.
 */
export type OrderState = { readonly status: OrderStatusId; readonly shippingQuoted: boolean };

type Rule = {
  readonly from: readonly OrderStatusId[];
  readonly to: OrderStatusId;
  /** The spec's message when the action is refused. */
  readonly message: string;
  /** `quoted`: the shipping fee must be quoted first. `awaiting`: only an order awaiting a quote; the action quotes it. */
  readonly quote?: 'quoted' | 'awaiting';
};

/**
 * The whole machine. Every edge moves forward: nothing returns to an unpaid status once paid, and
 * Cancelled (3) and Refund (9) have no way out. Completed (8) leaves only by refund.
 */
export const ORDER_TRANSITIONS = {
  markPaid: { from: [S.awaitingCardPayment, S.paymentError, S.awaitingPayment], to: S.paymentMade, message: M.paymentNotSaved, quote: 'quoted' },
  confirmPayment: { from: [S.paymentMade], to: S.preparingToShip, message: M.paymentNotSaved },
  quoteShipping: { from: [S.awaitingPayment], to: S.awaitingPayment, message: M.shippingFeeNotSaved, quote: 'awaiting' },
  markShipped: { from: [S.preparingToShip], to: S.shipped, message: M.shippingStatusNotUpdated },
  // From 4 too: self pick-up and hand delivery are completed without a shipment.
  complete: { from: [S.preparingToShip, S.shipped], to: S.completed, message: M.statusNotUpdated },
  cancel: { from: [S.awaitingCardPayment, S.paymentError, S.awaitingPayment, S.paymentMade, S.preparingToShip], to: S.cancelled, message: M.statusNotUpdated },
  replyQuotation: { from: [S.waitingForReply], to: S.quotationReplied, message: M.statusNotUpdated },
  // Once goods have left, cancel is closed; a return is recorded as a refund.
  refund: { from: [S.shipped, S.completed], to: S.refund, message: M.statusNotUpdated },
} as const satisfies Record<OrderAction, Rule>;

export const ORDER_ERROR_CODES = {
  /** The order's status does not allow the action. */
  invalidTransition: 'ORDER.INVALID_TRANSITION',
  /** Marking as paid an order whose shipping fee is still to be quoted. */
  shippingNotQuoted: 'ORDER.SHIPPING_NOT_QUOTED',
  /** Quoting an order that awaits no quote. */
  notAwaitingQuote: 'ORDER.NOT_AWAITING_QUOTE',
} as const;

export type TransitionResult = { ok: true; state: OrderState } | { ok: false; error: AppError };

/** Why the order refuses the action (an error code), or undefined when it allows it. */
function refusalCode(state: OrderState, action: OrderAction): string | undefined {
  const rule: Rule = ORDER_TRANSITIONS[action];
  if (!rule.from.includes(state.status)) return ORDER_ERROR_CODES.invalidTransition;
  if (rule.quote === 'quoted' && !state.shippingQuoted) return ORDER_ERROR_CODES.shippingNotQuoted;
  if (rule.quote === 'awaiting' && state.shippingQuoted) return ORDER_ERROR_CODES.notAwaitingQuote;
  return undefined;
}

/** One action on one order, without throwing: mass actions collect refusals per order. */
export function tryTransition(state: OrderState, action: OrderAction): TransitionResult {
  const rule: Rule = ORDER_TRANSITIONS[action];
  const code = refusalCode(state, action);
  if (code) return { ok: false, error: new AppError(code, rule.message, 'conflict') };
  return { ok: true, state: { status: rule.to, shippingQuoted: rule.quote === 'awaiting' ? true : state.shippingQuoted } };
}

/** One action on one order; a refusal throws the AppError. */
export function transition(state: OrderState, action: OrderAction): OrderState {
  const result = tryTransition(state, action);
  if (!result.ok) throw result.error;
  return result.state;
}

/** The actions the order allows now, in button order. */
export const allowedActions = (state: OrderState): OrderAction[] => ORDER_ACTIONS.filter((action) => refusalCode(state, action) === undefined);

export type MassOutcome<Id> = {
  changed: { id: Id; state: OrderState }[];
  refused: { id: Id; error: AppError }[];
};

/** A mass action is the single-order action applied to each order; refusals do not stop the rest. */
export function planMassAction<Id>(orders: readonly { id: Id; state: OrderState }[], action: MassAction): MassOutcome<Id> {
  const outcome: MassOutcome<Id> = { changed: [], refused: [] };
  for (const { id, state } of orders) {
    const result = tryTransition(state, action);
    if (result.ok) outcome.changed.push({ id, state: result.state });
    else outcome.refused.push({ id, error: result.error });
  }
  return outcome;
}
