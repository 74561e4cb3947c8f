import { describe, expect, it } from 'vitest';
import { testRequest } from '../helpers/fixtures.ts';
import { shopWorld } from '../helpers/world.ts';
import { baseContext, systemCtx, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { creditBalance, grantCredits, spendCredits } from '../../core/credits/ledger.ts';
import { creditEntries } from '../../core/credits/entries.ts';
import { english } from '../../core/shared/english.ts';
import { type AppError } from '../../core/shared/errors.ts';
import type { CreditKind } from '../../core/credits/kinds.ts';

const { rt, shop } = await shopWorld();
const other = await shopWorld();

const ctxOf = (merchantId: string, at = '2026-11-20T04:00:00Z'): Ctx =>
  systemCtx(baseContext(rt.database, rt.env, testRequest(), () => new Date(at)), { id: merchantId, timeZone: 'Asia/Kuala_Lumpur' });
const ctx = ctxOf(shop.merchantId);
const grant = (kind: CreditKind, amount: number, c = ctx) => withTransaction(c, (tx) => grantCredits(tx, { kind, amount, reason: amount > 0 ? 'top_up' : 'adjustment' }));
const refusal = (promise: Promise<unknown>): Promise<AppError> => promise.then(() => expect.unreachable('refused'), (e: unknown) => e as AppError);
const spend = (kind: CreditKind, amount: number, c = ctx) => withTransaction(c, (tx) => spendCredits(tx, { kind, amount, reason: 'sms', refId: 'r1' }));

describe('the credit ledger', () => {
  it('tops up, spends and records every movement with the balance after it; kinds and merchants are apart', async () => {
    expect(await creditBalance(ctx, 'sms')).toBe(0);
    expect(await grant('sms', 10)).toMatchObject({ balanceAfter: 10 });
    expect(await spend('sms', 2)).toMatchObject({ balanceAfter: 8 });
    expect(await grant('whatsapp', 3)).toMatchObject({ balanceAfter: 3 });
    expect(await creditBalance(ctx, 'sms')).toBe(8);
    expect(await creditBalance(ctxOf(other.shop.merchantId), 'sms')).toBe(0);
    const page = await creditEntries(ctx, { kind: 'sms' });
    expect(page).toMatchObject({ balance: 8, total: 2 });
    expect(page.rows.map((r) => [r.delta, r.balanceAfter, r.reason])).toEqual([
      [-2, 8, 'sms'],
      [10, 10, 'top_up'],
    ]);
  });

  it('refuses a spend beyond the balance with a message, and it costs nothing', async () => {
    const before = await creditBalance(ctx, 'whatsapp');
    const refused = await refusal(spend('whatsapp', before + 1));
    expect(refused.code).toBe('CREDITS.INSUFFICIENT');
    expect(english(refused.message)).toBe(`Not enough WhatsApp notification credits: this needs ${before + 1}.`);
    expect(await creditBalance(ctx, 'whatsapp')).toBe(before);
    expect((await creditEntries(ctx, { kind: 'whatsapp' })).total).toBe(1);
  });

  it('a negative adjustment never takes the balance below zero', async () => {
    const fresh = ctxOf((await shopWorld()).shop.merchantId);
    await grant('sms', 5, fresh);
    expect((await refusal(grant('sms', -6, fresh))).code).toBe('CREDITS.INSUFFICIENT');
    expect(await grant('sms', -5, fresh)).toMatchObject({ balanceAfter: 0 });
  });

  it('40 spends of 1 at once against a balance of 25: exactly 25 pass, the balance ends at 0, never below', async () => {
    const fresh = ctxOf((await shopWorld()).shop.merchantId);
    await grant('sms', 25, fresh);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => spend('sms', 1, fresh)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(25);
    expect(await creditBalance(fresh, 'sms')).toBe(0);
    const entries = await creditEntries(fresh, { kind: 'sms', pageSize: 80 });
    expect(entries.rows.filter((r) => r.delta === -1)).toHaveLength(25);
    expect(new Set(entries.rows.map((r) => r.balanceAfter)).size).toBe(26);
  });

  it('reads the ledger by the merchant\'s calendar days', async () => {
    const fresh = (await shopWorld()).shop.merchantId;
    await grant('sms', 4, ctxOf(fresh, '2026-11-01T16:30:00Z')); // 2 November in Kuala Lumpur
    await grant('sms', 6, ctxOf(fresh, '2026-11-03T01:00:00Z'));
    const on = (from: string, to: string) => creditEntries(ctxOf(fresh), { kind: 'sms', from, to }).then((p) => p.rows.map((r) => r.delta));
    expect(await on('2026-11-01', '2026-11-01')).toEqual([]);
    expect(await on('2026-11-02', '2026-11-02')).toEqual([4]);
    expect(await on('2026-11-02', '2026-11-03')).toEqual([6, 4]);
  });
});
