import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors.ts';
import { ORDER_STATUS_IDS, type OrderStatusId } from './constants.ts';
import {
  MASS_ACTIONS,
  ORDER_ACTIONS,
  allowedActions,
  planMassAction,
  transition,
  tryTransition,
  type OrderAction,
  type OrderState,
} from './status.ts';
import { english } from '../shared/english.ts';

/** A target status when allowed; otherwise the refusal: T wrong status, Q fee not quoted yet, N no quote awaited. */
type Cell = OrderStatusId | 'T' | 'Q' | 'N';
const CODES = { T: 'ORDER.INVALID_TRANSITION', Q: 'ORDER.SHIPPING_NOT_QUOTED', N: 'ORDER.NOT_AWAITING_QUOTE' } as const;

const COLUMNS = ['markPaid', 'confirmPayment', 'quoteShipping', 'markShipped', 'complete', 'cancel', 'replyQuotation', 'refund'] as const;

/** The spec's wording per action (business-areas.md section 8). */
const MESSAGES: Record<OrderAction, string> = {
  markPaid: 'Payment status are not saved',
  confirmPayment: 'Payment status are not saved',
  quoteShipping: 'Shipping fee are not saved',
  markShipped: 'Order Shipping Status Not Updated',
  complete: 'Order Status Not Updated',
  cancel: 'Order Status Not Updated',
  replyQuotation: 'Order Status Not Updated',
  refund: 'Order Status Not Updated',
};

/** Orders with nothing left to quote. Columns as COLUMNS. */
const QUOTED: Record<OrderStatusId, readonly Cell[]> = {
  1:  [2,   'T', 'T', 'T', 'T', 3,   'T', 'T'],
  2:  ['T', 4,   'T', 'T', 'T', 3,   'T', 'T'],
  3:  ['T', 'T', 'T', 'T', 'T', 'T', 'T', 'T'],
  4:  ['T', 'T', 'T', 6,   8,   3,   'T', 'T'],
  5:  [2,   'T', 'T', 'T', 'T', 3,   'T', 'T'],
  6:  ['T', 'T', 'T', 'T', 8,   'T', 'T', 9],
  7:  [2,   'T', 'N', 'T', 'T', 3,   'T', 'T'],
  8:  ['T', 'T', 'T', 'T', 'T', 'T', 'T', 9],
  9:  ['T', 'T', 'T', 'T', 'T', 'T', 'T', 'T'],
  10: ['T', 'T', 'T', 'T', 'T', 'T', 11,  'T'],
  11: ['T', 'T', 'T', 'T', 'T', 'T', 'T', 'T'],
};

/** Orders placed with a quote_shipping option, fee not quoted yet. */
const AWAITING_QUOTE: Record<OrderStatusId, readonly Cell[]> = {
  1:  ['Q', 'T', 'T', 'T', 'T', 3,   'T', 'T'],
  2:  ['T', 4,   'T', 'T', 'T', 3,   'T', 'T'],
  3:  ['T', 'T', 'T', 'T', 'T', 'T', 'T', 'T'],
  4:  ['T', 'T', 'T', 6,   8,   3,   'T', 'T'],
  5:  ['Q', 'T', 'T', 'T', 'T', 3,   'T', 'T'],
  6:  ['T', 'T', 'T', 'T', 8,   'T', 'T', 9],
  7:  ['Q', 'T', 7,   'T', 'T', 3,   'T', 'T'],
  8:  ['T', 'T', 'T', 'T', 'T', 'T', 'T', 9],
  9:  ['T', 'T', 'T', 'T', 'T', 'T', 'T', 'T'],
  10: ['T', 'T', 'T', 'T', 'T', 'T', 11,  'T'],
  11: ['T', 'T', 'T', 'T', 'T', 'T', 'T', 'T'],
};

const cases = (shippingQuoted: boolean, table: Record<OrderStatusId, readonly Cell[]>) =>
  ORDER_STATUS_IDS.flatMap((status) => COLUMNS.map((action, i) => ({ status, shippingQuoted, action, expected: table[status][i] as Cell })));

const ALL_CASES = [...cases(true, QUOTED), ...cases(false, AWAITING_QUOTE)];

describe('the transition table', () => {
  it('covers every status and every action', () => {
    expect([...COLUMNS]).toEqual([...ORDER_ACTIONS]);
    expect(ALL_CASES).toHaveLength(ORDER_STATUS_IDS.length * ORDER_ACTIONS.length * 2);
  });

  it.each(ALL_CASES)('status $status, quoted $shippingQuoted: $action -> $expected', ({ status, shippingQuoted, action, expected }) => {
    const state: OrderState = { status, shippingQuoted };
    const result = tryTransition(state, action);
    if (typeof expected === 'number') {
      const next = { status: expected, shippingQuoted: action === 'quoteShipping' ? true : shippingQuoted };
      expect(result).toEqual({ ok: true, state: next });
      expect(transition(state, action)).toEqual(next);
      expect(allowedActions(state)).toContain(action);
    } else {
      expect(result.ok).toBe(false);
      const error = result.ok ? undefined : result.error;
      expect(error).toBeInstanceOf(AppError);
      expect({ code: error?.code, message: english(error!.message), kind: error?.kind }).toEqual({ code: CODES[expected], message: MESSAGES[action], kind: 'conflict' });
      expect(() => transition(state, action)).toThrow(error!.message);
      expect(allowedActions(state)).not.toContain(action);
    }
  });
});

const stateArb = fc.record({ status: fc.constantFrom(...ORDER_STATUS_IDS), shippingQuoted: fc.boolean() });
const actionsArb = fc.array(fc.constantFrom(...ORDER_ACTIONS), { maxLength: 30 });

/** The states an order passes through when every action is tried in turn (refusals change nothing). */
function walk(start: OrderState, actions: readonly OrderAction[]): { states: OrderState[]; applied: OrderAction[] } {
  const states = [start];
  const applied: OrderAction[] = [];
  for (const action of actions) {
    const result = tryTransition(states.at(-1) ?? start, action);
    if (result.ok) {
      states.push(result.state);
      applied.push(action);
    }
  }
  return { states, applied };
}

const UNPAID: readonly OrderStatusId[] = [1, 5, 7];
const PAID: readonly OrderStatusId[] = [2, 4, 6, 8, 9];

describe('properties', () => {
  it('no action leaves Cancelled or Refund; Completed leaves only to Refund', () => {
    fc.assert(
      fc.property(stateArb, actionsArb, (start, actions) => {
        const statuses = walk(start, actions).states.map((s) => s.status);
        for (const [i, status] of statuses.entries()) {
          const later = statuses.slice(i);
          if (status === 3 || status === 9) expect(later.every((s) => s === status)).toBe(true);
          if (status === 8) expect(later.every((s) => s === 8 || s === 9)).toBe(true);
        }
      }),
    );
  });

  it('mark as paid is never undone: once paid, no walk returns to 1, 5 or 7', () => {
    fc.assert(
      fc.property(stateArb, actionsArb, (start, actions) => {
        const statuses = walk(start, actions).states.map((s) => s.status);
        const firstPaid = statuses.findIndex((s) => PAID.includes(s));
        if (firstPaid >= 0) expect(statuses.slice(firstPaid).some((s) => UNPAID.includes(s))).toBe(false);
      }),
    );
  });

  it('no single action leads into an unpaid status, except quoting, which stays in Awaiting Payment', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...ORDER_ACTIONS), (state, action) => {
        const result = tryTransition(state, action);
        if (result.ok && UNPAID.includes(result.state.status)) {
          expect(action).toBe('quoteShipping');
          expect(result.state.status).toBe(state.status);
        }
      }),
    );
  });

  it('an order awaiting a quote reaches Payment Made only after the fee is quoted', () => {
    fc.assert(
      fc.property(actionsArb, (actions) => {
        const { states, applied } = walk({ status: 7, shippingQuoted: false }, actions);
        const paidAt = states.findIndex((s) => s.status === 2);
        if (paidAt > 0) expect(applied.slice(0, paidAt)).toContain('quoteShipping');
      }),
    );
  });

  it('the allowed actions are exactly those the transition function accepts', () => {
    for (const status of ORDER_STATUS_IDS) {
      for (const shippingQuoted of [true, false]) {
        const state = { status, shippingQuoted };
        expect(allowedActions(state)).toEqual(ORDER_ACTIONS.filter((a) => tryTransition(state, a).ok));
      }
    }
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...ORDER_ACTIONS), (state, action) => {
        expect(allowedActions(state).includes(action)).toBe(tryTransition(state, action).ok);
      }),
    );
  });

  it('a mass action is the single-order action applied to each order', () => {
    const ordersArb = fc.array(stateArb, { maxLength: 20 }).map((states) => states.map((state, id) => ({ id, state })));
    fc.assert(
      fc.property(ordersArb, fc.constantFrom(...MASS_ACTIONS), (orders, action) => {
        const { changed, refused } = planMassAction(orders, action);
        expect([...changed, ...refused].map((o) => o.id).sort((a, b) => a - b)).toEqual(orders.map((o) => o.id));
        for (const { id, state } of orders) {
          const single = tryTransition(state, action);
          if (single.ok) expect(changed.find((c) => c.id === id)?.state).toEqual(single.state);
          else expect(refused.find((r) => r.id === id)?.error).toMatchObject({ code: single.error.code, message: single.error.message });
        }
      }),
    );
  });
});

describe('mass actions', () => {
  it('are the four of the spec', () => {
    expect([...MASS_ACTIONS]).toEqual(['markPaid', 'confirmPayment', 'complete', 'cancel']);
  });

  it('change the orders that allow it and report the others', () => {
    const orders = [
      { id: 'a', state: { status: 7, shippingQuoted: true } },
      { id: 'b', state: { status: 6, shippingQuoted: true } },
      { id: 'c', state: { status: 7, shippingQuoted: false } },
    ] as const;
    const { changed, refused } = planMassAction(orders, 'markPaid');
    expect(changed).toEqual([{ id: 'a', state: { status: 2, shippingQuoted: true } }]);
    expect(refused.map((r) => [r.id, r.error.code])).toEqual([
      ['b', 'ORDER.INVALID_TRANSITION'],
      ['c', 'ORDER.SHIPPING_NOT_QUOTED'],
    ]);
  });
});
