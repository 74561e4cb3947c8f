import { describe, expect, it } from 'vitest';
import { expireDueLots } from '../../core/credits/expiry.ts';
import { creditBalance, grantCredits, spendCredits } from '../../core/credits/ledger.ts';
import { startPurchase } from '../../core/payments/start-purchase.ts';
import { baseContext, systemCtx, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { CARD_PAYMENTS_PREFIX, SIMULATOR_WEBHOOK_SECRET } from '../../server/integrations/card-payments/card-payments-simulator.ts';
import { stripeSignatureHeader } from '../../server/integrations/card-payments/stripe-signature.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { rejection, seedMerchant, seedSubUser, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileServer, shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();
const app = await fileServer(rt);
const sim = await simulatorUrl(CARD_PAYMENTS_PREFIX);

interface Delivery {
  body: string;
  signature: string;
}

const ctxOf = (merchantId: string, at: Date = new Date()): Ctx => systemCtx(baseContext(rt.database, rt.env, testRequest(), () => at), { id: merchantId, timeZone: 'Asia/Kuala_Lumpur' });
const sessionOf = (pageUrl: string) => pageUrl.split('/').at(-1)!;

/** The payment page's outcome as the simulator sends it (its webhook to the dashboard's address goes nowhere in tests). */
async function settle(pageUrl: string, outcome: 'pay' | 'decline' | 'expire'): Promise<Delivery> {
  const answer = await fetch(`${sim}/_control/settle`, { method: 'POST', body: JSON.stringify({ id: sessionOf(pageUrl), outcome }) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Delivery;
}

const post = (d: Delivery) => app.inject({ method: 'POST', url: '/api/webhooks/card-payments', headers: { 'content-type': 'application/json', 'stripe-signature': d.signature }, payload: d.body });

async function buyAndPay(merchant: SeededMerchant, packId: string) {
  const started = await merchant.admin.caller.credits.buyPack({ packId });
  const answer = await post(await settle(started.pageUrl, 'pay'));
  expect(answer.json()).toEqual({ result: 'granted' });
  return started;
}

describe('buying credit packs by card', () => {
  it('makes a hosted payment in MYR sen with the purchase as reference; the page offers Pay and Decline', async () => {
    const started = await shop.admin.caller.credits.buyPack({ packId: 'ai-100' });
    const requests = (await (await fetch(`${sim}/_control/requests`)).json()) as Record<string, string>[];
    expect(requests.at(-1)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'myr',
      'line_items[0][price_data][unit_amount]': '2000',
      client_reference_id: `${shop.merchantId}.${started.purchaseId}`,
      success_url: `http://dashboard.test/credits?purchase=${started.purchaseId}`,
      'metadata[webhook_url]': 'http://dashboard.test/api/webhooks/card-payments',
    });
    const page = await (await fetch(started.pageUrl)).text();
    expect(page).toContain('MYR 20.00');
    expect(page).toMatch(/Pay<\/button>[\s\S]*Decline<\/button>/);
    expect(await shop.admin.caller.credits.purchase({ id: started.purchaseId })).toMatchObject({ status: 'pending', amount: 2000, grantedAt: null });
  });

  it('grants the pack once paid, as a lot expiring after its validity; a replay grants nothing more', async () => {
    const merchant = await seedMerchant(rt);
    const started = await merchant.admin.caller.credits.buyPack({ packId: 'ai-100' });
    expect(await creditBalance(ctxOf(merchant.merchantId), 'ai')).toBe(0);
    const delivery = await settle(started.pageUrl, 'pay');
    expect((await post(delivery)).json()).toEqual({ result: 'granted' });
    expect((await post(delivery)).json()).toEqual({ result: 'duplicate' });
    const overview = await merchant.admin.caller.credits.overview();
    expect(overview.balances.find((b) => b.kind === 'ai')?.balance).toBe(100);
    expect(overview.lots).toMatchObject([{ kind: 'ai', credits: 100, remaining: 100, source: 'purchase', state: 'in_use' }]);
    const months = (overview.lots[0]!.expiresAt!.getTime() - overview.lots[0]!.createdAt.getTime()) / (24 * 3600_000);
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(186);
    expect(await merchant.admin.caller.credits.purchase({ id: started.purchaseId })).toMatchObject({ status: 'paid', grantedAt: expect.any(Date) });
    const history = await merchant.admin.caller.credits.entries({ kind: 'ai' });
    expect(history.rows.map((r) => [r.delta, r.reason, r.refId])).toEqual([[100, 'purchase', started.purchaseId]]);
  });

  it('ten copies of the paid webhook at once grant once, on either engine', async () => {
    const merchant = await seedMerchant(rt);
    const started = await merchant.admin.caller.credits.buyPack({ packId: 'sms-500' });
    const delivery = await settle(started.pageUrl, 'pay');
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(delivery)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json<{ result: string }>().result === 'granted')).toHaveLength(1);
    expect(await creditBalance(ctxOf(merchant.merchantId), 'sms')).toBe(500);
  });

  it('a declined or expired payment grants nothing and the purchase says so', async () => {
    const merchant = await seedMerchant(rt);
    const declined = await merchant.admin.caller.credits.buyPack({ packId: 'ai-100' });
    expect((await post(await settle(declined.pageUrl, 'decline'))).json()).toEqual({ result: 'failed' });
    const expired = await merchant.admin.caller.credits.buyPack({ packId: 'ai-100' });
    expect((await post(await settle(expired.pageUrl, 'expire'))).json()).toEqual({ result: 'cancelled' });
    expect(await merchant.admin.caller.credits.purchase({ id: declined.purchaseId })).toMatchObject({ status: 'failed', grantedAt: null });
    expect(await merchant.admin.caller.credits.purchase({ id: expired.purchaseId })).toMatchObject({ status: 'cancelled' });
    expect(await creditBalance(ctxOf(merchant.merchantId), 'ai')).toBe(0);
  });

  it('refuses a webhook not signed with the secret, or changed after signing, and one whose amount differs from the purchase', async () => {
    const merchant = await seedMerchant(rt);
    const started = await merchant.admin.caller.credits.buyPack({ packId: 'ai-100' });
    const delivery = await settle(started.pageUrl, 'pay');
    expect((await post({ body: delivery.body, signature: stripeSignatureHeader('whsec_other', delivery.body, new Date()) })).statusCode).toBe(401);
    expect((await post({ body: delivery.body.replace('"amount_total":2000', '"amount_total":1'), signature: delivery.signature })).statusCode).toBe(401);
    expect((await post({ body: delivery.body, signature: '' })).statusCode).toBe(401);
    const cheaper = delivery.body.replace('"amount_total":2000', '"amount_total":100');
    const mismatch = await post({ body: cheaper, signature: stripeSignatureHeader(SIMULATOR_WEBHOOK_SECRET, cheaper, new Date()) });
    expect(mismatch.statusCode).toBe(422);
    expect(await creditBalance(ctxOf(merchant.merchantId), 'ai')).toBe(0);
    expect(await merchant.admin.caller.credits.purchase({ id: started.purchaseId })).toMatchObject({ status: 'pending' });
    expect((await post(delivery)).json()).toEqual({ result: 'granted' });
  });

  it('an unknown pack is refused, and the provider failing leaves a failed purchase and a message', async () => {
    const unknown = await rejection(shop.admin.caller.credits.buyPack({ packId: 'ai-7' }));
    expect(unknown.code).toBe('BAD_REQUEST');
    expect(Object.keys(unknown.fieldErrors ?? {})).toEqual(['packId']);
    // Each kind's refusal names its own field.
    for (const [kind, item, field] of [['plugin', 'no-such-plugin', 'key'], ['email_add_on', '0', 'units']] as const) {
      await expect(startPurchase(ctxOf(shop.merchantId), kind, item, '/')).rejects.toMatchObject({ code: 'PAYMENTS.NO_SUCH_ITEM', field });
    }
    await fetch(`${sim}/_control/fail`, { method: 'POST', body: JSON.stringify({ status: 400 }) });
    try {
      const refused = await rejection(shop.admin.caller.credits.buyPack({ packId: 'ai-100' }));
      expect(refused.message).toBe('The payment page could not be opened. Please try again later.');
    } finally {
      await fetch(`${sim}/_control/reset`, { method: 'POST' });
    }
  });

  it('only the master admin sees and buys credits', async () => {
    const sub = await seedSubUser(rt, shop, { manage: 'edit', tools: 'edit', user_roles_management: 'edit' });
    for (const call of [sub.caller.credits.overview(), sub.caller.credits.entries({ kind: 'ai' }), sub.caller.credits.buyPack({ packId: 'ai-100' }), sub.caller.credits.purchase({ id: 'x' })]) {
      expect((await rejection(call)).code).toBe('FORBIDDEN');
    }
  });
});

describe('credit lots: spent in expiry order, refunded, expired by the sweep', () => {
  it('spends the pack expiring first, then later ones, then grants without expiry; refunds fill them back', async () => {
    const merchant = await seedMerchant(rt);
    const ctx = ctxOf(merchant.merchantId);
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: 10, reason: 'top_up' }));
    await buyAndPay(merchant, 'ai-500');
    await buyAndPay(merchant, 'ai-100');
    await withTransaction(ctx, (tx) => spendCredits(tx, { kind: 'ai', amount: 150, reason: 'ai_generation' }));
    const lotsOf = async () => Object.fromEntries((await merchant.admin.caller.credits.overview()).lots.map((l) => [`${l.source}-${l.credits}`, [l.remaining, l.state]]));
    expect(await lotsOf()).toEqual({ 'purchase-100': [0, 'used'], 'purchase-500': [450, 'in_use'], 'grant-10': [10, 'available'] });
    await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: 70, reason: 'refund' }));
    expect(await lotsOf()).toEqual({ 'purchase-100': [70, 'in_use'], 'purchase-500': [450, 'available'], 'grant-10': [10, 'available'] });
    expect(await creditBalance(ctx, 'ai')).toBe(530);
  });

  it('the sweep expires packs past their date, taking their credits off with an expiry entry, once', async () => {
    const merchant = await seedMerchant(rt);
    await buyAndPay(merchant, 'ai-100');
    await buyAndPay(merchant, 'ai-500');
    const ctx = ctxOf(merchant.merchantId);
    await withTransaction(ctx, (tx) => spendCredits(tx, { kind: 'ai', amount: 30, reason: 'ai_generation' }));
    const later = new Date(Date.now() + 200 * 24 * 3600_000);
    const sweep = () => expireDueLots(baseContext(rt.database, rt.env, testRequest(), () => later));
    // The sweep covers every merchant: this file's other merchants' 6-month packs expire too.
    expect((await sweep()).credits).toBeGreaterThanOrEqual(70);
    expect(await sweep()).toEqual({ lots: 0, credits: 0 });
    expect(await creditBalance(ctx, 'ai')).toBe(500);
    const overview = await merchant.admin.caller.credits.overview();
    expect(overview.lots.map((l) => [l.credits, l.remaining, l.state])).toEqual([
      [500, 500, 'in_use'],
      [100, 0, 'expired'],
    ]);
    const history = await merchant.admin.caller.credits.entries({ kind: 'ai' });
    expect(history.rows[0]).toMatchObject({ delta: -70, reason: 'expiry', balanceAfter: 500 });
  });
});
