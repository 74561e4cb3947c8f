import { describe, expect, it } from 'vitest';
import { expireDueLots } from '../../core/credits/expiry.ts';
import type { CreditKind } from '../../core/credits/kinds.ts';
import { creditBalance, grantCredits, spendCredits } from '../../core/credits/ledger.ts';
import { runDueReloads } from '../../core/credits/reload-run.ts';
import { applyCardSaved } from '../../core/payments/saved-card.ts';
import { baseContext, systemCtx, withTransaction, type Ctx } from '../../core/shared/context.ts';
import { CARD_PAYMENTS_PREFIX } from '../../server/integrations/card-payments/card-payments-simulator.ts';
import { simulatorUrl } from '../../server/integrations/simulator-host.ts';
import { rejection, seedMerchant, testRequest, type SeededMerchant } from '../helpers/fixtures.ts';
import { fileRuntime } from '../helpers/world.ts';

const rt = await fileRuntime();
const sim = await simulatorUrl(CARD_PAYMENTS_PREFIX);
const control = (path: string, body: object = {}) => fetch(`${sim}/_control/${path}`, { method: 'POST', body: JSON.stringify(body) });

const base = (at: Date = new Date()) => baseContext(rt.database, rt.env, testRequest(), () => at);
const ctxOf = (shop: SeededMerchant, at?: Date): Ctx => systemCtx(base(at), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
const balance = (shop: SeededMerchant, kind: CreditKind) => withTransaction(ctxOf(shop), (tx) => creditBalance(tx, kind));
const grant = (shop: SeededMerchant, kind: CreditKind, amount: number, expiresAt?: Date) =>
  withTransaction(ctxOf(shop), (tx) => grantCredits(tx, { kind, amount, reason: expiresAt ? 'purchase' : 'top_up', ...(expiresAt && { expiresAt }) }));
const spend = (shop: SeededMerchant, amount: number) => withTransaction(ctxOf(shop), (tx) => spendCredits(tx, { kind: 'ai', amount, reason: 'ai_generation' }));
const reloadOf = async (shop: SeededMerchant, kind: CreditKind) => (await shop.admin.caller.credits.autoReload()).reloads.find((r) => r.kind === kind)!;
const purchases = (shop: SeededMerchant) => rt.database.client.purchase.findMany({ where: { merchantId: shop.merchantId, createdBy: 'auto-reload' }, select: { status: true, itemRef: true, amount: true } });

/** The master admin saves a card on the simulated provider's page; its signed webhook is verified by the adapter and applied. */
async function withCard(shop: SeededMerchant): Promise<SeededMerchant> {
  const { pageUrl } = await shop.admin.caller.credits.saveCard();
  const settled = await control('settle', { id: pageUrl.split('/').at(-1), outcome: 'pay' });
  const delivery = (await settled.json()) as { body: string; signature: string };
  const event = await rt.env.cardPayments!.verifyWebhook(delivery.body, delivery.signature);
  expect(event).toMatchObject({ type: 'card_saved', label: 'visa 4242' });
  expect(await applyCardSaved(base(), event as Extract<typeof event, { type: 'card_saved' }>)).toBe('saved');
  return shop;
}

describe('credit auto-reload', () => {
  it('needs a saved card for any mode but manual, and a pack of its own kind; the card is saved on the provider’s page', async () => {
    const shop = await seedMerchant(rt);
    const noCard = await rejection(shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'on_empty', packId: 'ai-100' }));
    expect(noCard.fieldErrors).toEqual({ mode: 'Save a card first: auto-reload charges the saved card.' });
    await shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'manual', packId: 'ai-500' });
    await withCard(shop);
    const wrongPack = await rejection(shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'either', packId: 'sms-500' }));
    expect(wrongPack.fieldErrors).toEqual({ packId: 'There is no such item to buy.' });
    await shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'either', packId: 'ai-500' });
    const view = await shop.admin.caller.credits.autoReload();
    expect(view.card?.label).toBe('visa 4242');
    expect(view.reloads.map((r) => [r.kind, r.mode, r.packId])).toEqual([['ai', 'either', 'ai-500'], ['sms', 'manual', 'sms-500'], ['whatsapp', 'manual', 'whatsapp-500']]);
  });

  it('on balance used up: racing spends queue one reload, and two runners at once charge the card once and grant the pack once', async () => {
    const shop = await withCard(await seedMerchant(rt));
    await shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'on_empty', packId: 'ai-100' });
    await grant(shop, 'ai', 5);
    await Promise.allSettled(Array.from({ length: 8 }, () => spend(shop, 1)));
    expect(await balance(shop, 'ai')).toBe(0);
    expect((await reloadOf(shop, 'ai')).inFlight).toBe(true);
    const chargesBefore = ((await (await fetch(`${sim}/_control/charges`)).json()) as unknown[]).length;
    await Promise.all([runDueReloads(base()), runDueReloads(base())]);
    expect(((await (await fetch(`${sim}/_control/charges`)).json()) as unknown[]).length).toBe(chargesBefore + 1);
    expect(await balance(shop, 'ai')).toBe(100);
    expect(await purchases(shop)).toEqual([{ status: 'paid', itemRef: 'ai-100', amount: 2_000 }]);
    expect(await reloadOf(shop, 'ai')).toMatchObject({ inFlight: false, lastOutcome: 'paid' });
    expect(await runDueReloads(base())).toMatchObject({ paid: 0, failed: 0 });
  });

  it('on pack expiry: the sweep queues the kinds that reload on expiry, not those on balance used up or manual', async () => {
    const shop = await withCard(await seedMerchant(rt));
    const soon = new Date(Date.now() + 60_000);
    for (const [kind, mode] of [['ai', 'on_expiry'], ['sms', 'on_empty'], ['whatsapp', 'manual']] as const) {
      await shop.admin.caller.credits.saveAutoReload({ kind, mode, packId: `${kind}-500` });
      await grant(shop, kind, 10, soon);
      await grant(shop, kind, 5);
    }
    await expireDueLots(base(new Date(soon.getTime() + 1)));
    expect(await Promise.all((['ai', 'sms', 'whatsapp'] as const).map(async (kind) => [kind, (await reloadOf(shop, kind)).inFlight, await balance(shop, kind)]))).toEqual([
      ['ai', true, 5],
      ['sms', false, 5],
      ['whatsapp', false, 5],
    ]);
    expect(await runDueReloads(base())).toMatchObject({ paid: 1 });
    expect(await balance(shop, 'ai')).toBe(505);
  });

  it('a declined card grants nothing: the purchase failed, the reload ended and says so', async () => {
    const shop = await withCard(await seedMerchant(rt));
    await shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'on_empty', packId: 'ai-100' });
    await grant(shop, 'ai', 1);
    await spend(shop, 1);
    await control('decline', { on: true });
    try {
      expect(await runDueReloads(base())).toMatchObject({ failed: 1 });
    } finally {
      await control('decline', { on: false });
    }
    expect(await balance(shop, 'ai')).toBe(0);
    expect(await purchases(shop)).toEqual([{ status: 'failed', itemRef: 'ai-100', amount: 2_000 }]);
    expect(await reloadOf(shop, 'ai')).toMatchObject({ inFlight: false, lastOutcome: 'failed' });
  });

  it('the provider not answering leaves the reload due with its purchase; the next pass charges that purchase', async () => {
    const shop = await withCard(await seedMerchant(rt));
    await shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'on_empty', packId: 'ai-100' });
    await grant(shop, 'ai', 1);
    await spend(shop, 1);
    await control('fail', { status: 503 });
    try {
      expect(await runDueReloads(base())).toMatchObject({ retry: 1 });
    } finally {
      await control('reset');
    }
    expect(await purchases(shop)).toEqual([{ status: 'pending', itemRef: 'ai-100', amount: 2_000 }]);
    expect((await reloadOf(shop, 'ai')).inFlight).toBe(true);
    expect(await runDueReloads(base())).toMatchObject({ paid: 1 });
    expect(await purchases(shop)).toEqual([{ status: 'paid', itemRef: 'ai-100', amount: 2_000 }]);
    expect(await balance(shop, 'ai')).toBe(100);
  });

  it('removing the card sets every kind back to manual, and a reload already due is dropped uncharged', async () => {
    const shop = await withCard(await seedMerchant(rt));
    await shop.admin.caller.credits.saveAutoReload({ kind: 'ai', mode: 'on_empty', packId: 'ai-100' });
    await grant(shop, 'ai', 1);
    await spend(shop, 1);
    await shop.admin.caller.credits.removeCard();
    const view = await shop.admin.caller.credits.autoReload();
    expect(view.card).toBeNull();
    expect(view.reloads.every((r) => r.mode === 'manual')).toBe(true);
    expect(await runDueReloads(base())).toMatchObject({ skipped: 1, paid: 0 });
    expect(await purchases(shop)).toEqual([]);
    expect((await reloadOf(shop, 'ai')).inFlight).toBe(false);
  });
});
