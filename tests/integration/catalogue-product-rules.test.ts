import { describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS as L, CATALOGUE_MESSAGES as M } from '../../core/catalogue/constants.ts';
import { logsDuring, productForm, rejection, seedCategory, seedMerchant, uniqueName } from '../helpers/fixtures.ts';
import { catalogueWorld } from '../helpers/catalogue-world.ts';

type Form = ReturnType<typeof productForm>;

const { rt, shop, form } = await catalogueWorld();

const productCount = () => rt.database.client.product.count({ where: { merchantId: shop.merchantId } });

/**
 * The form is refused with this message on this field (BAD_REQUEST, or the code given), and
 * nothing is written: no product, no tag, no user-log entry.
 */
async function refused(input: Form, field: string, message: string, code = 'BAD_REQUEST') {
  const before = { products: await productCount(), tags: await rt.database.client.productTag.count({ where: { merchantId: shop.merchantId } }) };
  const { result: error, logs } = await logsDuring(rt, shop.merchantId, shop.admin.id, () => rejection(shop.admin.caller.products.create(input)));
  expect(error).toMatchObject({ code, message });
  expect(error.fieldErrors?.[field], `field ${field} in ${JSON.stringify(error.fieldErrors)}`).toBe(message);
  expect(logs).toEqual([]);
  expect({ products: await productCount(), tags: await rt.database.client.productTag.count({ where: { merchantId: shop.merchantId } }) }).toEqual(before);
}

/** The form is accepted; the stored product is returned. */
const accepted = (input: Form) => shop.admin.caller.products.create(input);

describe('name and description', () => {
  it('needs a name with at least three letters; Chinese characters count as letters', async () => {
    expect(M.nameMinLetters).toBe(`Product name must have at least ${L.productNameMinLetters} letters.`);
    await refused(form({ nameEn: '' }), 'nameEn', M.nameRequired);
    await refused(form({ nameEn: '   ' }), 'nameEn', M.nameRequired);
    await refused(form({ nameEn: 'ab' }), 'nameEn', M.nameMinLetters);
    // Digits, spaces and punctuation are not letters.
    await refused(form({ nameEn: 'A1 - 2b 345!' }), 'nameEn', M.nameMinLetters);
    await refused(form({ nameEn: '衬衫' }), 'nameEn', M.nameMinLetters);
    expect((await accepted(form({ nameEn: '衬衫裙' }))).nameEn).toBe('衬衫裙');
    expect((await accepted(form({ nameEn: '  Tee  ' }))).nameEn).toBe('Tee');
  });

  it('needs a description with at least ten letters; Chinese characters count as letters', async () => {
    await refused(form({ detailEn: '' }), 'detailEn', M.detailRequired);
    await refused(form({ detailEn: 'abcdefghi 1234567890' }), 'detailEn', M.detailMinLetters);
    expect(M.detailMinLetters).toBe('Product description must have at least 10 letters.');
    await refused(form({ detailEn: '这是一件柔软的棉衬衫' .slice(0, 9) }), 'detailEn', M.detailMinLetters);
    expect((await accepted(form({ detailEn: '这是一件柔软的棉质衬衫' }))).detailEn).toBe('这是一件柔软的棉质衬衫');
    expect((await accepted(form({ detailEn: 'abcdefghij' }))).detailEn).toBe('abcdefghij');
  });
});

describe('category, pictures, videos', () => {
  it('needs at least one category', async () => {
    await refused(form({ categoryIds: [] }), 'categoryIds', M.categoryRequired);
    expect(M.categoryRequired).toBe('Please select at least one category.');
  });

  it("needs a main picture: 'Please add at least one photo.'", async () => {
    await refused(form({ images: [] }), 'images', 'Please add at least one photo.');
  });

  it(`takes at most ${L.maxImages} pictures`, async () => {
    const picture = (i: number) => ({ url: `https://cdn.kedai.example.my/p${i}.jpg` });
    await refused(form({ images: Array.from({ length: L.maxImages + 1 }, (_, i) => picture(i)) }), 'images', M.tooManyImages);
    expect(M.tooManyImages).toBe('You can only upload a maximum of 10 photos.');
    const product = await accepted(form({ images: Array.from({ length: L.maxImages }, (_, i) => picture(i)) }));
    expect(product.images.map((i) => i.src)).toEqual(Array.from({ length: L.maxImages }, (_, i) => picture(i).url));
  });

  it('takes YouTube links only', async () => {
    await refused(form({ videos: ['https://vimeo.com/123456789'] }), 'videos.0', M.youtubeInvalid);
    await refused(form({ videos: ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'] }), 'videos.0', M.youtubeInvalid);
    await refused(form({ videos: ['youtube'] }), 'videos.0', M.youtubeInvalid);
    const videos = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://youtube.com/shorts/abcdef12345'];
    expect((await accepted(form({ videos }))).videos).toEqual(videos);
  });
});

describe('tags', () => {
  it("refuses an empty tag: 'Tag name cannot be empty'", async () => {
    await refused(form({ tags: ['Summer', ''] }), 'tags', 'Tag name cannot be empty');
    await refused(form({ tags: ['   '] }), 'tags', 'Tag name cannot be empty');
  });

  it("refuses the same tag twice, whatever its case: 'Tag name cannot be same'", async () => {
    await refused(form({ tags: ['Summer', 'summer '] }), 'tags', 'Tag name cannot be same');
  });

  it(`takes at most ${L.maxTags} tags`, async () => {
    const tags = Array.from({ length: L.maxTags + 1 }, (_, i) => `tag${i}`);
    await refused(form({ tags }), 'tags', M.tooManyTags);
    expect(M.tooManyTags).toBe(`Please note that you can only select up to ${L.maxTags} tags.`);
    const product = await accepted(form({ tags: tags.slice(0, L.maxTags) }));
    expect(product.tags).toHaveLength(L.maxTags);
  });
});

describe('specifications', () => {
  it('need a name and a detail', async () => {
    await refused(form({ specs: [{ nameEn: 'Material', detailEn: '' }] }), 'specs.0.detailEn', M.specDetailRequired);
    expect(M.specDetailRequired).toBe('Specification detail is required.');
    await refused(form({ specs: [{ nameEn: ' ', detailEn: 'Cotton' }] }), 'specs.0.nameEn', M.specNameRequired);
    const product = await accepted(form({ specs: [{ nameEn: 'Material', detailEn: 'Cotton', detailCn: '棉' }] }));
    expect(product.specs).toEqual([{ specNameId: null, nameEn: 'Material', nameCn: '', nameBm: '', detailEn: 'Cotton', detailCn: '棉', detailBm: '' }]);
  });
});

const option = (name: string, sku = uniqueName('OPT-'), priceSen = 1500, stock = 1) => ({ name, sku, priceSen, stock });

describe('variants and options', () => {
  it('need names', async () => {
    await refused(form({ variants: [{ name: '', options: [option('Red')] }] }), 'variants.0.name', M.variantNameRequired);
    await refused(form({ variants: [{ name: 'Colour', options: [option(' ')] }] }), 'variants.0.options.0.name', M.optionNameRequired);
    await refused(form({ variants: [{ name: 'Colour', options: [] }] }), 'variants.0.options', M.optionRequired);
  });

  it('never repeat a variant name, or an option name within a variant (case-insensitively)', async () => {
    await refused(form({ variants: [{ name: 'Colour', options: [option('Red')] }, { name: 'colour', options: [option('Blue')] }] }), 'variants', 'Variant name cannot be same');
    await refused(form({ variants: [{ name: 'Colour', options: [option('Red'), option('RED')] }] }), 'variants.0.options', 'Option name cannot be same');
    // The same option name in two variants is fine.
    const product = await accepted(form({ variants: [{ name: 'Colour', options: [option('Small')] }, { name: 'Size', options: [option('Small')] }] }));
    expect(product.variants.map((v) => [v.name, v.options.map((o) => o.name)])).toEqual([
      ['Colour', ['Small']],
      ['Size', ['Small']],
    ]);
  });

  it(`take at most ${L.maxVariants} variants`, async () => {
    const variants = Array.from({ length: L.maxVariants + 1 }, (_, i) => ({ name: `V${i}`, options: [option('One')] }));
    const error = await rejection(shop.admin.caller.products.create(form({ variants })));
    expect(error.code).toBe('BAD_REQUEST');
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['variants']);
  });
});

describe('SKU', () => {
  it('is required, without spaces', async () => {
    await refused(form({ sku: '' }), 'sku', M.skuRequired);
    await refused(form({ sku: 'AB 12' }), 'sku', 'SKU cannot contain spaces.');
    await refused(form({ variants: [{ name: 'Colour', options: [{ name: 'Red', sku: '', priceSen: 100 }] }] }), 'variants.0.options.0.sku', M.skuRequired);
  });

  it('is unique within the product (product and options)', async () => {
    const sku = uniqueName('SKU-');
    await refused(form({ sku, variants: [{ name: 'Colour', options: [option('Red', sku)] }] }), 'variants', M.skuRepeated);
    await refused(form({ variants: [{ name: 'Colour', options: [option('Red', 'X1')] }, { name: 'Size', options: [option('S', 'X1')] }] }), 'variants', M.skuRepeated);
  });

  it("is unique across the merchant's products and options", async () => {
    const first = await accepted(form({ variants: [{ name: 'Colour', options: [option('Red')] }] }));
    const optionSku = first.variants[0]!.options[0]!.sku;
    await refused(form({ sku: first.sku }), 'sku', `${M.skuTaken} (${first.sku})`);
    await refused(form({ sku: optionSku }), 'sku', `${M.skuTaken} (${optionSku})`);
    await refused(form({ variants: [{ name: 'Colour', options: [option('Red', first.sku)] }] }), 'variants.0.options.0.sku', `${M.skuTaken} (${first.sku})`);
    await refused(form({ variants: [{ name: 'Colour', options: [option('Blue'), option('Red', optionSku)] }] }), 'variants.0.options.1.sku', `${M.skuTaken} (${optionSku})`);
  });

  it('is per merchant: another merchant may use the same SKUs', async () => {
    const mine = await accepted(form({ variants: [{ name: 'Colour', options: [option('Red')] }] }));
    const other = await seedMerchant(rt);
    const theirs = await other.admin.caller.products.create(
      productForm(await seedCategory(other), { sku: mine.sku, variants: [{ name: 'Colour', options: [option('Red', mine.variants[0]!.options[0]!.sku)] }] }),
    );
    expect(theirs.sku).toBe(mine.sku);
    expect(theirs.id).not.toBe(mine.id);
    expect((await shop.admin.caller.products.get({ id: mine.id })).sku).toBe(mine.sku);
  });
});

describe('price and stock', () => {
  it('needs a price without variants, in whole sen, 0 or more', async () => {
    await refused(form({ priceSen: undefined }), 'priceSen', M.priceRequired);
    await refused(form({ priceSen: null }), 'priceSen', M.priceRequired);
    await refused(form({ priceSen: -1 }), 'priceSen', M.priceInvalid);
    await refused(form({ priceSen: 10.5 }), 'priceSen', M.priceInvalid);
    await refused(form({ stock: -1 }), 'stock', M.stockInvalid);
    await refused(form({ stock: 1.5 }), 'stock', M.stockInvalid);
    expect((await accepted(form({ priceSen: 0, stock: 0 }))).priceSen).toBe(0);
  });

  it('takes a discounted price only below the price', async () => {
    await refused(form({ priceSen: 2000, discountedPriceSen: 2000 }), 'discountedPriceSen', M.discountAbovePrice);
    await refused(form({ priceSen: 2000, discountedPriceSen: 2500 }), 'discountedPriceSen', M.discountAbovePrice);
    expect((await accepted(form({ priceSen: 2000, discountedPriceSen: 1999 }))).discountedPriceSen).toBe(1999);
  });
});

describe('wholesale', () => {
  const tiers = [
    { minQty: 10, maxQty: 49, priceSen: 1800 },
    { minQty: 50, maxQty: null, priceSen: 1500 },
  ];
  const variants = (...prices: number[]) => [{ name: 'Colour', options: prices.map((p, i) => option(`C${i}`, uniqueName('W-'), p)) }];

  it('only when every option has the same price above 0', async () => {
    await refused(form({ priceSen: undefined, variants: variants(2000, 2100), wholesaleTiers: tiers }), 'wholesaleTiers', M.wholesaleNotAllowed);
    await refused(form({ priceSen: undefined, variants: variants(0, 0), wholesaleTiers: [{ minQty: 2, maxQty: null, priceSen: 0 }] }), 'wholesaleTiers', M.wholesaleNotAllowed);
    await refused(form({ priceSen: 0, wholesaleTiers: [{ minQty: 2, maxQty: null, priceSen: 0 }] }), 'wholesaleTiers', M.wholesaleNotAllowed);
    const product = await accepted(form({ priceSen: undefined, variants: variants(2000, 2000, 2000), wholesaleTiers: tiers }));
    expect(product.wholesaleTiers).toEqual(tiers);
    expect((await accepted(form({ priceSen: 2000, wholesaleTiers: tiers }))).wholesaleTiers).toEqual(tiers);
  });

  it('with tiers that start above 1, go up in quantity and never overlap', async () => {
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 1, maxQty: 5, priceSen: 1800 }] }), 'wholesaleTiers.0.minQty', M.wholesaleOrder);
    await refused(form({ priceSen: 2000, wholesaleTiers: [tiers[0]!, { minQty: 49, maxQty: null, priceSen: 1500 }] }), 'wholesaleTiers.1', M.wholesaleOrder);
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 50, maxQty: null, priceSen: 1500 }, tiers[0]!] }), 'wholesaleTiers.0', M.wholesaleOrder);
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 10, maxQty: 5, priceSen: 1500 }] }), 'wholesaleTiers.0', M.wholesaleOrder);
  });

  it('at a price above 0 and below the normal price', async () => {
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 2000 }] }), 'wholesaleTiers.0.priceSen', M.wholesalePrice);
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 0 }] }), 'wholesaleTiers.0.priceSen', M.wholesalePrice);
  });
});

describe('special requests', () => {
  it('of a selection type need at least one choice', async () => {
    for (const type of ['checkbox', 'radio', 'select'] as const) {
      await refused(form({ specialRequests: [{ title: 'Gift wrap', type, choices: [] }] }), 'specialRequests.0.choices', M.selectionNeedsOption);
    }
    await refused(form({ specialRequests: [{ title: ' ', type: 'text' }] }), 'specialRequests.0.title', M.requestTitleRequired);
    const requests = [
      { title: 'Message on card', type: 'textarea' as const, choices: [], required: false },
      { title: 'Wrap', type: 'select' as const, choices: ['Red paper', 'Blue paper'], required: true },
    ];
    expect((await accepted(form({ specialRequests: requests }))).specialRequests).toEqual(requests);
  });
});

describe('pre-order', () => {
  it(`ships in ${L.preOrderMinDays} to ${L.preOrderMaxDays} business days`, async () => {
    expect(M.preOrderDays).toBe('Pre-order days must be between 7 and 30 business days.');
    await refused(form({ preOrder: true }), 'preOrderDays', M.preOrderDays);
    await refused(form({ preOrder: true, preOrderDays: 6 }), 'preOrderDays', M.preOrderDays);
    await refused(form({ preOrder: true, preOrderDays: 31 }), 'preOrderDays', M.preOrderDays);
    expect((await accepted(form({ preOrder: true, preOrderDays: 7 }))).preOrderDays).toBe(7);
    expect((await accepted(form({ preOrder: true, preOrderDays: 30 }))).preOrderDays).toBe(30);
    // Without pre-order the days are not kept.
    expect(await accepted(form({ preOrder: false, preOrderDays: 99 }))).toMatchObject({ preOrder: false, preOrderDays: null });
  });
});

describe('logistics', () => {
  it("need at least one enabled: 'Please enable at least 1 logistic'", async () => {
    await refused(form({ logistics: [] }), 'logistics', 'Please enable at least 1 logistic');
    await refused(
      form({ logistics: [{ logistic: 'delivery', enabled: false }, { logistic: 'self_pickup', enabled: false }] }),
      'logistics',
      'Please enable at least 1 logistic',
    );
    const logistics = [
      { logistic: 'delivery' as const, enabled: false, freeShipping: false },
      { logistic: 'self_pickup' as const, enabled: true, freeShipping: true },
    ];
    expect((await accepted(form({ logistics }))).logistics.sort((a, b) => a.logistic.localeCompare(b.logistic))).toEqual(logistics);
  });

  it('name each logistic once', async () => {
    await refused(form({ logistics: [{ logistic: 'delivery', enabled: true }, { logistic: 'delivery', enabled: false }] }), 'logistics', M.logisticRepeated);
  });
});
