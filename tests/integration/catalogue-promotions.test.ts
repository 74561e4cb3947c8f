import { describe, expect, it } from 'vitest';
import type { TCampaignProductInput } from '../../core/campaigns/schema.ts';
import { CATALOGUE_MESSAGES as M } from '../../core/catalogue/constants.ts';
import { catalogueWorld } from '../helpers/catalogue-world.ts';
import { rejection, uniqueName } from '../helpers/fixtures.ts';
import { DAY, HOUR, adminAt, fromNow } from '../helpers/sales-promotions.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop, form } = await catalogueWorld();
const admin = () => shop.admin.caller;

const ONGOING = { startAt: fromNow(-HOUR), endAt: fromNow(HOUR) };

/** A discount campaign over the products given, ongoing unless another period is given. */
async function campaign(products: TCampaignProductInput[], period: { startAt: Date; endAt: Date } = ONGOING) {
  return admin().discountCampaigns.create({ name: uniqueName('Raya sale '), ...period, products });
}

/** A product without variants (RM 50.00, discounted to RM 45.00) with two wholesale tiers, in an ongoing campaign. */
async function plainInCampaign() {
  const product = await admin().products.create(
    form({
      priceSen: 5000,
      discountedPriceSen: 4500,
      wholesaleTiers: [
        { minQty: 5, maxQty: 9, priceSen: 4000 },
        { minQty: 10, priceSen: 3500 },
      ],
    }),
  );
  const sale = await campaign([{ productId: product.id, priceSen: 3900 }]);
  return { product, sale };
}

/** A product with one variant of two options (RM 20.00 each), one of them in an ongoing campaign. */
async function sizedInCampaign() {
  const skus = [uniqueName('SZ-'), uniqueName('SZ-')] as const;
  const product = await admin().products.create(
    form({
      priceSen: undefined,
      variants: [{ name: 'Size', options: skus.map((sku, i) => ({ name: ['S', 'M'][i]!, sku, priceSen: 2000, stock: 4 })) }],
    }),
  );
  const sale = await campaign([{ productId: product.id, optionId: product.variants[0]!.options[1]!.id, priceSen: 1500 }]);
  return { product, sale, skus };
}

const lockedOn = (name: string) => english(M.priceLocked(name));

describe('products in a promotion', () => {
  it('names the ongoing campaign on the product and its list row; upcoming and expired campaigns lock nothing', async () => {
    const { product, sale } = await plainInCampaign();
    const upcoming = await admin().products.create(form());
    await campaign([{ productId: upcoming.id, priceSen: 1000 }], { startAt: fromNow(DAY), endAt: fromNow(2 * DAY) });
    const expired = await admin().products.create(form());
    await campaign([{ productId: expired.id, priceSen: 1000 }], { startAt: fromNow(-2 * HOUR), endAt: fromNow(-HOUR) });

    expect((await admin().products.get({ id: product.id })).promotion).toEqual({ campaignId: sale.id, name: sale.name, endAt: sale.endAt });
    expect((await admin().products.get({ id: upcoming.id })).promotion).toBeNull();
    expect((await admin().products.get({ id: expired.id })).promotion).toBeNull();
    const rows = (await admin().products.list({ search: product.sku })).items;
    expect(rows.map((r) => r.promotion?.name ?? null)).toEqual([sale.name]);
    expect((await admin().products.list({ search: upcoming.sku })).items[0]!.promotion).toBeNull();

    // Neither upcoming nor expired campaigns stop a new price.
    for (const id of [upcoming.id, expired.id]) expect((await admin().products.update({ id, product: form({ sku: (await admin().products.get({ id })).sku, priceSen: 2500 }) })).priceSen).toBe(2500);
  });

  it('refuses a changed price or discounted price on its field, writes nothing, and saves every other change with the prices as stored', async () => {
    const { product, sale } = await plainInCampaign();
    const stored = { ...form({ sku: product.sku }), priceSen: 5000, discountedPriceSen: 4500, wholesaleTiers: product.wholesaleTiers };

    expect(await rejection(admin().products.update({ id: product.id, product: { ...stored, nameEn: 'Renamed', priceSen: 4800 } }))).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'PRODUCT.PRICE_LOCKED',
      message: lockedOn(sale.name),
      fieldErrors: { priceSen: lockedOn(sale.name) },
    });
    expect(await rejection(admin().products.update({ id: product.id, product: { ...stored, discountedPriceSen: null } }))).toMatchObject({ fieldErrors: { discountedPriceSen: lockedOn(sale.name) } });
    expect(await admin().products.get({ id: product.id })).toMatchObject({ nameEn: product.nameEn, priceSen: 5000, discountedPriceSen: 4500 });

    // The wholesale tiers are kept as saved: the form hides them during a promotion and sends them back unchanged.
    const saved = await admin().products.update({ id: product.id, product: { ...stored, nameEn: 'Linen shirt', stock: 3, visibility: 'hidden' } });
    expect(saved).toMatchObject({ nameEn: 'Linen shirt', stock: 3, visibility: 'hidden', priceSen: 5000, discountedPriceSen: 4500, wholesaleTiers: product.wholesaleTiers });
    expect(saved.promotion?.name).toBe(sale.name);
  });

  it("refuses a changed option price on that option, a product's first variant and its last one removed; a new option brings its own price", async () => {
    const { product, sale, skus } = await sizedInCampaign();
    const options = (prices: number[], extra: { name: string; sku: string; priceSen: number }[] = []) => [
      { name: 'Size', options: [...skus.map((sku, i) => ({ name: ['S', 'M'][i]!, sku, priceSen: prices[i]!, stock: 4 })), ...extra] },
    ];
    const stored = form({ sku: product.sku, priceSen: undefined, variants: options([2000, 2000]) });

    // Any option's price is locked, not only the option in the campaign: the product is in a promotion.
    expect((await rejection(admin().products.update({ id: product.id, product: { ...stored, variants: options([1800, 2000]) } }))).fieldErrors).toEqual({
      'variants.0.options.0.priceSen': lockedOn(sale.name),
    });
    expect((await rejection(admin().products.update({ id: product.id, product: { ...stored, variants: [], priceSen: 2000 } }))).fieldErrors).toEqual({ variants: lockedOn(sale.name) });

    const grown = await admin().products.update({ id: product.id, product: { ...stored, variants: options([2000, 2000], [{ name: 'L', sku: uniqueName('SZ-'), priceSen: 2400 }]) } });
    expect(grown.variants[0]!.options.map((o) => o.priceSen)).toEqual([2000, 2000, 2400]);

    const plain = await admin().products.create(form());
    const plainSale = await campaign([{ productId: plain.id, priceSen: 1000 }]);
    const withVariants = form({ sku: plain.sku, priceSen: undefined, variants: [{ name: 'Size', options: [{ name: 'S', sku: uniqueName('SZ-'), priceSen: 2990 }] }] });
    expect((await rejection(admin().products.update({ id: plain.id, product: withVariants }))).fieldErrors).toEqual({ variants: lockedOn(plainSale.name) });
  });

  it('the lock starts and ends with the campaign, by the clock of the request', async () => {
    const { product, sale } = await plainInCampaign();
    const input = { ...form({ sku: product.sku }), priceSen: 4900, discountedPriceSen: null, wholesaleTiers: [] };
    expect((await rejection(adminAt(rt, shop, new Date(sale.endAt.getTime() - 1)).products.update({ id: product.id, product: input }))).appCode).toBe('PRODUCT.PRICE_LOCKED');
    const after = await adminAt(rt, shop, sale.endAt).products.update({ id: product.id, product: input });
    expect(after).toMatchObject({ priceSen: 4900, discountedPriceSen: null, promotion: null });
  });

  it('quick edit refuses a changed price of a product in a promotion on its patch and writes nothing; stock, visibility and unchanged prices save', async () => {
    const { product, sale } = await plainInCampaign();
    const { product: sized, sale: sizedSale, skus } = await sizedInCampaign();
    const other = await admin().products.create(form({ priceSen: 1000 }));

    const refused = await rejection(
      admin().products.quickUpdate({
        patches: [
          { sku: other.sku, priceSen: 1200 },
          { sku: product.sku, priceSen: 5000, discountedPriceSen: 4000 },
        ],
      }),
    );
    expect(refused).toMatchObject({ appCode: 'PRODUCT.PRICE_LOCKED', message: `${product.sku}: ${lockedOn(sale.name)}`, fieldErrors: { 'patches.1.discountedPriceSen': `${product.sku}: ${lockedOn(sale.name)}` } });
    expect((await rejection(admin().products.quickUpdate({ patches: [{ sku: skus[0], priceSen: 2100 }] }))).fieldErrors).toEqual({ 'patches.0.priceSen': `${skus[0]}: ${lockedOn(sizedSale.name)}` });
    expect((await admin().products.get({ id: other.id })).priceSen).toBe(1000);

    await admin().products.quickUpdate({
      patches: [
        { sku: product.sku, priceSen: 5000, discountedPriceSen: 4500, stock: 2, visibility: 'hidden' },
        { sku: skus[1], priceSen: 2000, stock: 9 },
        { sku: other.sku, priceSen: 1200 },
      ],
    });
    expect(await admin().products.get({ id: product.id })).toMatchObject({ priceSen: 5000, discountedPriceSen: 4500, stock: 2, visibility: 'hidden' });
    expect((await admin().products.get({ id: sized.id })).variants[0]!.options.map((o) => [o.priceSen, o.stock])).toEqual([
      [2000, 4],
      [2000, 9],
    ]);
    expect((await admin().products.get({ id: other.id })).priceSen).toBe(1200);
  });
});
