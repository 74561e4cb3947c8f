import { describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS as L, CATALOGUE_MESSAGES as M } from '../../core/catalogue/constants.ts';
import { logsDuring, productForm, rejection, seedCategory, seedMerchant, uniqueName } from '../helpers/fixtures.ts';
import { catalogueWorld } from '../helpers/catalogue-world.ts';
import { english } from '../../core/shared/english.ts';

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
    expect(english(M.nameMinLetters)).toBe(`Product name must have at least ${L.productNameMinLetters} letters.`);
    await refused(form({ nameEn: '' }), 'nameEn', english(M.nameRequired));
    await refused(form({ nameEn: '   ' }), 'nameEn', english(M.nameRequired));
    await refused(form({ nameEn: 'ab' }), 'nameEn', english(M.nameMinLetters));
    // Digits, spaces and punctuation are not letters.
    await refused(form({ nameEn: 'A1 - 2b 345!' }), 'nameEn', english(M.nameMinLetters));
    await refused(form({ nameEn: '衬衫' }), 'nameEn', english(M.nameMinLetters));
    expect((await accepted(form({ nameEn: '衬衫裙' }))).nameEn).toBe('衬衫裙');
    expect((await accepted(form({ nameEn: '  Tee  ' }))).nameEn).toBe('Tee');
  });

  it('needs a description with at least ten letters; Chinese characters count as letters', async () => {
    await refused(form({ detailEn: '' }), 'detailEn', english(M.detailRequired));
    await refused(form({ detailEn: 'abcdefghi 1234567890' }), 'detailEn', english(M.detailMinLetters));
    expect(english(M.detailMinLetters)).toBe('Product description must have at least 10 letters.');
    await refused(form({ detailEn: '这是一件柔软的棉衬衫' .slice(0, 9) }), 'detailEn', english(M.detailMinLetters));
    expect((await accepted(form({ detailEn: '这是一件柔软的棉质衬衫' }))).detailEn).toBe('这是一件柔软的棉质衬衫');
    expect((await accepted(form({ detailEn: 'abcdefghij' }))).detailEn).toBe('abcdefghij');
  });
});

describe('category, pictures, videos', () => {
  it('needs at least one category', async () => {
    await refused(form({ categoryIds: [] }), 'categoryIds', english(M.categoryRequired));
    expect(english(M.categoryRequired)).toBe('Please select at least one category.');
  });

  it("needs a main picture: 'Please add at least one photo.'", async () => {
    await refused(form({ images: [] }), 'images', 'Please add at least one photo.');
  });

  it(`takes at most ${L.maxImages} pictures`, async () => {
    const picture = (i: number) => ({ url: `https://cdn.kedai.example.my/p${i}.jpg` });
    await refused(form({ images: Array.from({ length: L.maxImages + 1 }, (_, i) => picture(i)) }), 'images', english(M.tooManyImages));
    expect(english(M.tooManyImages)).toBe('You can only upload a maximum of 10 photos.');
    const product = await accepted(form({ images: Array.from({ length: L.maxImages }, (_, i) => picture(i)) }));
    expect(product.images.map((i) => i.src)).toEqual(Array.from({ length: L.maxImages }, (_, i) => picture(i).url));
  });

  it('takes YouTube links only', async () => {
    await refused(form({ videos: ['https://vimeo.com/123456789'] }), 'videos.0', english(M.youtubeInvalid));
    await refused(form({ videos: ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'] }), 'videos.0', english(M.youtubeInvalid));
    await refused(form({ videos: ['youtube'] }), 'videos.0', english(M.youtubeInvalid));
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
    await refused(form({ tags }), 'tags', english(M.tooManyTags));
    expect(english(M.tooManyTags)).toBe(`Please note that you can only select up to ${L.maxTags} tags.`);
    const product = await accepted(form({ tags: tags.slice(0, L.maxTags) }));
    expect(product.tags).toHaveLength(L.maxTags);
  });
});

describe('specifications', () => {
  it('need a name and a detail', async () => {
    await refused(form({ specs: [{ nameEn: 'Material', detailEn: '' }] }), 'specs.0.detailEn', english(M.specDetailRequired));
    expect(english(M.specDetailRequired)).toBe('Specification detail is required.');
    await refused(form({ specs: [{ nameEn: ' ', detailEn: 'Cotton' }] }), 'specs.0.nameEn', english(M.specNameRequired));
    const product = await accepted(form({ specs: [{ nameEn: 'Material', detailEn: 'Cotton', detailCn: '棉' }] }));
    expect(product.specs).toEqual([{ specNameId: null, nameEn: 'Material', nameCn: '', nameBm: '', detailEn: 'Cotton', detailCn: '棉', detailBm: '' }]);
  });
});

const option = (name: string, sku = uniqueName('OPT-'), priceSen = 1500, stock = 1) => ({ name, sku, priceSen, stock });

describe('variants and options', () => {
  it('need names', async () => {
    await refused(form({ variants: [{ name: '', options: [option('Red')] }] }), 'variants.0.name', english(M.variantNameRequired));
    await refused(form({ variants: [{ name: 'Colour', options: [option(' ')] }] }), 'variants.0.options.0.name', english(M.optionNameRequired));
    await refused(form({ variants: [{ name: 'Colour', options: [] }] }), 'variants.0.options', english(M.optionRequired));
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
  it('is required, of letters, digits, hyphens, underscores and dots only', async () => {
    await refused(form({ sku: '' }), 'sku', english(M.skuRequired));
    for (const sku of ['AB 12', 'AB#12', 'AB/12', 'ＡＢ12', 'AB,12']) await refused(form({ sku }), 'sku', 'SKU can only have letters A-Z, digits 0-9, hyphens (-), underscores (_) and dots (.).');
    await refused(form({ variants: [{ name: 'Colour', options: [{ name: 'Red', sku: '', priceSen: 100 }] }] }), 'variants.0.options.0.sku', english(M.skuRequired));
  });

  it('is unique within the product (product and options)', async () => {
    const sku = uniqueName('SKU-');
    await refused(form({ sku, variants: [{ name: 'Colour', options: [option('Red', sku)] }] }), 'variants', english(M.skuRepeated));
    await refused(form({ variants: [{ name: 'Colour', options: [option('Red', 'X1')] }, { name: 'Size', options: [option('S', 'X1')] }] }), 'variants', english(M.skuRepeated));
  });

  it("is unique across the merchant's products and options", async () => {
    const first = await accepted(form({ variants: [{ name: 'Colour', options: [option('Red')] }] }));
    const optionSku = first.variants[0]!.options[0]!.sku;
    await refused(form({ sku: first.sku }), 'sku', `${english(M.skuTaken)} (${first.sku})`);
    await refused(form({ sku: optionSku }), 'sku', `${english(M.skuTaken)} (${optionSku})`);
    await refused(form({ variants: [{ name: 'Colour', options: [option('Red', first.sku)] }] }), 'variants.0.options.0.sku', `${english(M.skuTaken)} (${first.sku})`);
    await refused(form({ variants: [{ name: 'Colour', options: [option('Blue'), option('Red', optionSku)] }] }), 'variants.0.options.1.sku', `${english(M.skuTaken)} (${optionSku})`);
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
  it('needs a price without variants, in whole sen, 0 or more, and a stock of 0 or more, naming each way one is wrong', async () => {
    await refused(form({ priceSen: undefined }), 'priceSen', english(M.priceRequired));
    await refused(form({ priceSen: null }), 'priceSen', english(M.priceRequired));
    await refused(form({ priceSen: -1 }), 'priceSen', 'Price cannot be negative.');
    await refused(form({ priceSen: 10.5 }), 'priceSen', 'Price can have at most two decimals.');
    await refused(form({ stock: -1 }), 'stock', 'Stock cannot be negative.');
    await refused(form({ stock: 1.5 }), 'stock', 'Stock must be a whole number.');
    expect((await accepted(form({ priceSen: 0, stock: 0 }))).priceSen).toBe(0);
  });

  it('takes a discounted price only below the price', async () => {
    await refused(form({ priceSen: 2000, discountedPriceSen: 2000 }), 'discountedPriceSen', english(M.discountAbovePrice));
    await refused(form({ priceSen: 2000, discountedPriceSen: 2500 }), 'discountedPriceSen', english(M.discountAbovePrice));
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
    await refused(form({ priceSen: undefined, variants: variants(2000, 2100), wholesaleTiers: tiers }), 'wholesaleTiers', english(M.wholesaleNotAllowed));
    await refused(form({ priceSen: undefined, variants: variants(0, 0), wholesaleTiers: [{ minQty: 2, maxQty: null, priceSen: 0 }] }), 'wholesaleTiers', english(M.wholesaleNotAllowed));
    await refused(form({ priceSen: 0, wholesaleTiers: [{ minQty: 2, maxQty: null, priceSen: 0 }] }), 'wholesaleTiers', english(M.wholesaleNotAllowed));
    const product = await accepted(form({ priceSen: undefined, variants: variants(2000, 2000, 2000), wholesaleTiers: tiers }));
    expect(product.wholesaleTiers).toEqual(tiers);
    expect((await accepted(form({ priceSen: 2000, wholesaleTiers: tiers }))).wholesaleTiers).toEqual(tiers);
  });

  it('with tiers that start above 1, go up in quantity and never overlap', async () => {
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 1, maxQty: 5, priceSen: 1800 }] }), 'wholesaleTiers.0.minQty', english(M.wholesaleOrder));
    await refused(form({ priceSen: 2000, wholesaleTiers: [tiers[0]!, { minQty: 49, maxQty: null, priceSen: 1500 }] }), 'wholesaleTiers.1', english(M.wholesaleOrder));
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 50, maxQty: null, priceSen: 1500 }, tiers[0]!] }), 'wholesaleTiers.0', english(M.wholesaleOrder));
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 10, maxQty: 5, priceSen: 1500 }] }), 'wholesaleTiers.0', english(M.wholesaleOrder));
  });

  it('at a price above 0 and below the normal price', async () => {
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 2000 }] }), 'wholesaleTiers.0.priceSen', english(M.wholesalePrice));
    await refused(form({ priceSen: 2000, wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 0 }] }), 'wholesaleTiers.0.priceSen', english(M.wholesalePrice));
  });
});

describe('special requests', () => {
  it('of a selection type need at least one choice', async () => {
    for (const type of ['checkbox', 'radio', 'select'] as const) {
      await refused(form({ specialRequests: [{ title: 'Gift wrap', type, choices: [] }] }), 'specialRequests.0.choices', english(M.selectionNeedsOption));
    }
    await refused(form({ specialRequests: [{ title: ' ', type: 'text' }] }), 'specialRequests.0.title', english(M.requestTitleRequired));
    const requests = [
      { title: 'Message on card', type: 'textarea' as const, choices: [], required: false },
      { title: 'Wrap', type: 'select' as const, choices: ['Red paper', 'Blue paper'], required: true },
    ];
    expect((await accepted(form({ specialRequests: requests }))).specialRequests).toEqual(requests);
  });
});

describe('pre-order', () => {
  it(`ships in ${L.preOrderMinDays} to ${L.preOrderMaxDays} business days`, async () => {
    expect(english(M.preOrderDays)).toBe('Pre-order days must be between 7 and 30 business days.');
    await refused(form({ preOrder: true }), 'preOrderDays', english(M.preOrderDays));
    await refused(form({ preOrder: true, preOrderDays: 6 }), 'preOrderDays', english(M.preOrderDays));
    await refused(form({ preOrder: true, preOrderDays: 31 }), 'preOrderDays', english(M.preOrderDays));
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
    await refused(form({ logistics: [{ logistic: 'delivery', enabled: true }, { logistic: 'delivery', enabled: false }] }), 'logistics', english(M.logisticRepeated));
  });
});
