import { describe, expect, it } from 'vitest';
import { grantCredits } from '../../core/credits/ledger.ts';
import { baseContext, systemCtx, withTransaction } from '../../core/shared/context.ts';
import { asToken, rejection, testRequest } from '../helpers/fixtures.ts';
import { seedShop, type SeededShop } from '../helpers/orders.ts';
import { shopWorld } from '../helpers/world.ts';

const { rt } = await shopWorld();
const as = (shop: SeededShop) => asToken(rt, shop.admin.token, testRequest());

async function topUp(shop: SeededShop, credits: number): Promise<void> {
  const ctx = systemCtx(baseContext(rt.database, rt.env, testRequest()), { id: shop.merchantId, timeZone: 'Asia/Kuala_Lumpur' });
  await withTransaction(ctx, (tx) => grantCredits(tx, { kind: 'ai', amount: credits, reason: 'top_up' }));
}
const credits = async (shop: SeededShop) => (await as(shop).contentGenerator.overview()).credits;

describe('AI product descriptions', () => {
  it('unlocks a product once for 1 credit, even when asked twice at once', async () => {
    const shop = await seedShop(rt);
    expect((await rejection(as(shop).aiProduct.unlock({ productId: shop.shirt.id }))).message).toBe('Insufficient AI product credit balance.');
    await topUp(shop, 3);
    await Promise.all([as(shop).aiProduct.unlock({ productId: shop.shirt.id }), as(shop).aiProduct.unlock({ productId: shop.shirt.id })]);
    expect(await credits(shop)).toBe(2);
    const page = await as(shop).aiProduct.products({ search: 'shirt' });
    expect(page.items).toMatchObject([{ id: shop.shirt.id, unlocked: true }]);
    expect((await rejection(as(shop).aiProduct.unlock({ productId: 'nope' }))).message).toBe('Product not found.');
  });

  it('writes descriptions in the target languages with the spec\'s limits, charging each language after the first, and applies only what is accepted', async () => {
    const shop = await seedShop(rt);
    await topUp(shop, 2);
    expect((await rejection(as(shop).aiProduct.describe({ productId: shop.shirt.id, languages: ['en'] }))).message).toBe('Unlock AI for this product first.');
    await as(shop).aiProduct.unlock({ productId: shop.shirt.id });
    const refused = await rejection(as(shop).aiProduct.describe({ productId: shop.shirt.id, languages: [], tags: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    expect(refused.fieldErrors).toEqual({ languages: 'Please select at least one target language before generating a description', tags: 'Please choose no more than five product tags' });
    const one = await as(shop).aiProduct.describe({ productId: shop.shirt.id, languages: ['en'], tags: ['cotton', 'raya'] });
    expect(one).toEqual({ detailEn: 'detailEn about Cotton shirt (SKU ' + shop.shirt.sku + ')', detailCn: '', detailBm: '' });
    expect(await credits(shop)).toBe(1);
    const two = await as(shop).aiProduct.describe({ productId: shop.shirt.id, languages: ['bm', 'en'] });
    expect(Object.values(two).filter(Boolean)).toHaveLength(2);
    expect(await credits(shop)).toBe(0);

    const before = await as(shop).products.get({ id: shop.shirt.id });
    expect((await rejection(as(shop).aiProduct.accept({ productId: shop.shirt.id, detailEn: '' }))).fieldErrors).toMatchObject({ detailEn: expect.any(String) });
    await as(shop).aiProduct.accept({ productId: shop.shirt.id, detailBm: 'Baju kapas yang selesa untuk dipakai setiap hari.' });
    const after = await as(shop).products.get({ id: shop.shirt.id });
    expect({ en: after.detailEn, bm: after.detailBm }).toEqual({ en: before.detailEn, bm: 'Baju kapas yang selesa untuk dipakai setiap hari.' });
  });
});
