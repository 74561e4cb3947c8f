import { describe, expect, it } from 'vitest';
import { sha256 } from '../../core/auth/tokens.ts';
import { resolveSiteKey } from '../../core/checkout/site-keys.ts';
import { baseContext } from '../../core/shared/context.ts';
import { adminSession, expectOneLog, rejection, seedMerchant, testRequest } from '../helpers/fixtures.ts';
import { storefrontCaller } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt, shop } = await shopWorld();

describe('site keys', () => {
  it('shows a new key once, keeps only its hash and a hint, and logs the creation', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const { result: created, logs: written } = await logs(() => caller.siteKeys.create());
    expect(created.key).toMatch(new RegExp(`^sk_${shop.merchantId}_[A-Za-z0-9_-]{43}$`));
    expect(created.hint).toBe(`${created.key.slice(0, `sk_${shop.merchantId}_`.length + 6)}…`);
    expect(created.revokedAt).toBeNull();
    expectOneLog(written, { action: `Created site key ${created.hint}`, category: 'my_sales' }, request);

    const row = await rt.database.client.siteKey.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: created.id } } });
    expect(row.keyHash).toBe(sha256(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(-20));
    expect(row.createdBy).toBe(shop.admin.id);

    const listed = await caller.siteKeys.list();
    const mine = listed.find((k) => k.id === created.id)!;
    expect(mine).toEqual({ id: created.id, hint: created.hint, createdAt: created.createdAt, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it('two keys differ, and each opens the storefront', async () => {
    const one = await shop.admin.caller.siteKeys.create();
    const two = await shop.admin.caller.siteKeys.create();
    expect(one.key).not.toBe(two.key);
    for (const key of [one.key, two.key]) expect(await storefrontCaller(rt, key).storefront.deliveryDays()).toEqual({ days: expect.any(Array) });
  });

  it('a revoked key is refused from the next call on; revoking twice is refused', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const created = await caller.siteKeys.create();
    const website = storefrontCaller(rt, created.key);
    await website.storefront.deliveryDays();
    const { result: revoked, logs: written } = await logs(() => caller.siteKeys.revoke({ id: created.id }));
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    expectOneLog(written, { action: `Revoked site key ${created.hint}`, category: 'my_sales' }, request);
    expect(await rejection(website.storefront.deliveryDays())).toMatchObject({ code: 'UNAUTHORIZED', message: 'The site key is not valid or has been revoked.' });
    expect(await rejection(caller.siteKeys.revoke({ id: created.id }))).toMatchObject({ code: 'CONFLICT', message: 'This site key has already been revoked.' });
    expect((await caller.siteKeys.list()).find((k) => k.id === created.id)?.revokedAt).toEqual(revoked.revokedAt);
  });

  it('an unknown key id is not found', async () => {
    expect(await rejection(shop.admin.caller.siteKeys.revoke({ id: 'nope' }))).toMatchObject({ code: 'NOT_FOUND', message: 'Site key not found.' });
  });

  it("a key of one merchant cannot be listed or revoked by another", async () => {
    const other = await seedMerchant(rt);
    const created = await shop.admin.caller.siteKeys.create();
    expect((await other.admin.caller.siteKeys.list()).map((k) => k.id)).not.toContain(created.id);
    expect((await rejection(other.admin.caller.siteKeys.revoke({ id: created.id }))).code).toBe('NOT_FOUND');
    expect(await storefrontCaller(rt, created.key).storefront.deliveryDays()).toBeTruthy();
  });

  it('an address that sends 30 bad keys in 15 minutes is held off, even with a good key; other addresses are not', async () => {
    const { key } = await shop.admin.caller.siteKeys.create();
    const request = testRequest();
    const guess = `${key.slice(0, -6)}ABCDEF`;
    for (let i = 0; i < 30; i += 1) expect((await rejection(storefrontCaller(rt, guess, request).storefront.deliveryDays())).code).toBe('UNAUTHORIZED');
    expect(await rejection(storefrontCaller(rt, key, request).storefront.deliveryDays())).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(await storefrontCaller(rt, key, testRequest()).storefront.deliveryDays()).toBeTruthy();
    // The window passes.
    const later = () => new Date(Date.now() + 16 * 60_000);
    expect(await storefrontCaller(rt, key, request, later).storefront.deliveryDays()).toBeTruthy();
  });
});

describe('a burst of storefront calls', () => {
  it('3,000 site keys resolved in one tick all find their merchant (lookups are not folded into one query)', async () => {
    const { key } = await shop.admin.caller.siteKeys.create();
    const base = baseContext(rt.database, rt.env, testRequest());
    const resolved = await Promise.all(Array.from({ length: 3000 }, () => resolveSiteKey(base, key)));
    expect(resolved.every((c) => c?.merchantId === shop.merchantId)).toBe(true);
  });
});
