import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { CATALOGUE_MESSAGES as M, INVENTORY_ACTION, INVENTORY_PLATFORM } from '../../core/catalogue/constants.ts';
import { baseContext } from '../../core/shared/context.ts';
import { saveUpload } from '../../core/uploads/service.ts';
import type { UploadPurpose } from '../../core/uploads/policies.ts';
import { adminSession, expectOneLog, rejection, seedSubUser, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { catalogueWorld } from '../helpers/catalogue-world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop, categoryId, form } = await catalogueWorld();

const db = () => rt.database.client;

const admin = () => adminSession(rt, shop);

/** An upload of the shop's, stored the way the HTTP route stores it. */
async function uploadOf(purpose: UploadPurpose, data?: Buffer) {
  const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), shop.admin.token);
  return saveUpload(session!.ctx, purpose, `${purpose}.png`, data ?? (await QRCode.toBuffer(uniqueName('picture'))));
}

/** A product's stock movements, their notes in English. */
const inventoryRows = async (productId: string) =>
  (
    await db().inventoryLog.findMany({
      where: { merchantId: shop.merchantId, productId },
      orderBy: [{ at: 'asc' }, { sku: 'asc' }],
      select: { sku: true, optionId: true, change: true, stockAfter: true, actionType: true, platform: true, note: true, userId: true },
    })
  ).map((r) => ({ ...r, note: english(r.note) }));

const merchantUpdate = { actionType: INVENTORY_ACTION.merchantUpdate, platform: INVENTORY_PLATFORM.nms };

const option = (name: string, sku: string, priceSen: number, stock: number) => ({ name, sku, priceSen, stock });

describe('products.create and products.get', () => {
  it('store every part of the form and read it back as entered, with one log entry', async () => {
    const { caller, request, logs } = admin();
    const brand = await caller.brands.create({ nameEn: uniqueName('Brand ') });
    const google = await caller.googleCategories.create({ name: uniqueName('Apparel ') });
    const spec = await caller.specNames.create({ nameEn: uniqueName('Material ') });
    const picture = await uploadOf('product-image');
    const manual = await uploadOf('product-file', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'));
    const sub = await caller.categories.create({ nameEn: uniqueName('Shirts '), parentId: categoryId });
    const input = form({
      nameEn: 'Batik shirt',
      nameCn: '蜡染衬衫',
      nameBm: 'Baju batik',
      detailEn: 'Hand-drawn batik on soft cotton.',
      detailCn: '柔软棉布上的手绘蜡染。',
      shortDescriptionEn: 'Hand-drawn batik',
      inTheBoxEn: 'One shirt',
      categoryIds: [categoryId, sub.id],
      tags: ['Batik', 'Cotton'],
      brandId: brand.id,
      googleCategoryId: google.id,
      specs: [{ specNameId: spec.id, nameEn: spec.nameEn, detailEn: 'Cotton' }],
      images: [{ uploadId: picture.id }, { url: 'https://cdn.kedai.example.my/back.jpg' }],
      videos: ['https://youtu.be/dQw4w9WgXcQ'],
      files: [{ uploadId: manual.id, name: 'Care guide' }],
      priceSen: 8900,
      discountedPriceSen: 7900,
      stock: 12,
      wholesaleTiers: [{ minQty: 10, maxQty: null, priceSen: 7000 }],
      weightGrams: 350,
      weightUnit: 'g',
      lengthMm: 300,
      widthMm: 250,
      heightMm: 20,
      specialRequests: [{ title: 'Size', type: 'select', choices: ['S', 'M', 'L'], required: true }],
      preOrder: true,
      preOrderDays: 14,
      condition: 'new',
      visibility: 'hidden',
      sort: 3,
      logistics: [{ logistic: 'delivery', enabled: true, freeShipping: true }],
    });
    const { result: created, logs: written } = await logs(() => caller.products.create(input));
    expectOneLog(written, { action: `Created product "Batik shirt" (${input.sku})`, category: 'manage' }, request);

    const { wholesaleTiers, specialRequests, logistics, specs: _specs, images, ...rest } = input;
    expect(created).toMatchObject({ ...rest, tags: ['Batik', 'Cotton'], variants: [] });
    expect(created.wholesaleTiers).toEqual(wholesaleTiers);
    expect(created.specialRequests).toEqual(specialRequests);
    expect(created.logistics).toEqual(logistics);
    expect(created.specs).toEqual([{ specNameId: spec.id, nameEn: spec.nameEn, nameCn: '', nameBm: '', detailEn: 'Cotton', detailCn: '', detailBm: '' }]);
    expect(created.images).toEqual([
      { uploadId: picture.id, url: null, src: `/media/${shop.merchantId}/${picture.id}`, thumb: `/media/${shop.merchantId}/${picture.id}/thumb` },
      { uploadId: null, url: images[1]!.url, src: images[1]!.url, thumb: images[1]!.url },
    ]);
    expect(await caller.products.get({ id: created.id })).toEqual(created);

    // The rows behind it, and the tags made on the way.
    const where = { merchantId: shop.merchantId, productId: created.id };
    expect(await db().productCategoryLink.count({ where })).toBe(2);
    expect((await db().productTag.findMany({ where: { merchantId: shop.merchantId, nameKey: { in: ['batik', 'cotton'] } } })).map((t) => t.name).sort()).toEqual(['Batik', 'Cotton']);
    expect(await db().productImage.findMany({ where, orderBy: { sort: 'asc' }, select: { uploadId: true, url: true, sort: true } })).toEqual([
      { uploadId: picture.id, url: null, sort: 0 },
      { uploadId: null, url: images[1]!.url, sort: 1 },
    ]);
    expect((await db().product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: shop.merchantId, id: created.id } } })).searchText).toBe(
      `${input.sku} batik shirt 蜡染衬衫 baju batik`.toLowerCase(),
    );
    expect(await inventoryRows(created.id)).toEqual([{ sku: input.sku, optionId: null, change: 12, stockAfter: 12, ...merchantUpdate, note: 'Product created', userId: shop.admin.id }]);
    expect((await db().merchant.findUniqueOrThrow({ where: { id: shop.merchantId } })).productsLastModifiedAt).not.toBeNull();
  });

  it('with variants: the price is the lowest option price and the stock their sum; each option is logged', async () => {
    const { caller } = admin();
    const input = form({
      priceSen: undefined,
      stock: undefined,
      variants: [
        { name: 'Colour', options: [option('Red', uniqueName('R-'), 2500, 3), option('Blue', uniqueName('B-'), 1900, 0)] },
        { name: 'Size', options: [option('M', uniqueName('M-'), 2100, 7)] },
      ],
    });
    const created = await caller.products.create(input);
    expect(created).toMatchObject({ priceSen: 1900, stock: 10, discountedPriceSen: null });
    const options = created.variants.flatMap((v) => v.options);
    expect(options.map((o) => [o.name, o.priceSen, o.stock])).toEqual([
      ['Red', 2500, 3],
      ['Blue', 1900, 0],
      ['M', 2100, 7],
    ]);
    // One row per option whose stock is not 0; none for the product's own SKU.
    expect(await inventoryRows(created.id)).toEqual(
      [
        { sku: options[0]!.sku, optionId: options[0]!.id, change: 3, stockAfter: 3 },
        { sku: options[2]!.sku, optionId: options[2]!.id, change: 7, stockAfter: 7 },
      ]
        .sort((a, b) => a.sku.localeCompare(b.sku))
        .map((r) => ({ ...r, ...merchantUpdate, note: 'Product created', userId: shop.admin.id })),
    );
    const list = await caller.products.list({ search: input.sku });
    expect(list.items.map((p) => [p.priceSen, p.stock, p.options.map((o) => o.sku)])).toEqual([[1900, 10, options.map((o) => o.sku)]]);
  });

  it("answers NOT_FOUND for an id that is not the shop's", async () => {
    const error = await rejection(shop.admin.caller.products.get({ id: 'no-such-product' }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found.', appCode: 'PRODUCT.NOT_FOUND' });
    expect((await rejection(shop.admin.caller.products.inventoryLog({ productId: 'no-such-product' }))).code).toBe('NOT_FOUND');
  });

  it("takes only the shop's own product pictures and product files", async () => {
    const { caller, logs } = admin();
    const otherPurpose = await uploadOf('image');
    const picture = await uploadOf('product-image');
    const before = await db().product.count({ where: { merchantId: shop.merchantId } });
    const { logs: written } = await logs(async () => {
      expect(await rejection(caller.products.create(form({ images: [{ uploadId: otherPurpose.id }] })))).toMatchObject({
        code: 'NOT_FOUND',
        message: english(M.pictureUnknown),
        fieldErrors: { images: english(M.pictureUnknown) },
      });
      expect(await rejection(caller.products.create(form({ images: [{ uploadId: 'no-such-upload' }] })))).toMatchObject({ code: 'NOT_FOUND', message: english(M.pictureUnknown) });
      expect(await rejection(caller.products.create(form({ files: [{ uploadId: picture.id, name: 'Manual' }] })))).toMatchObject({
        code: 'NOT_FOUND',
        message: english(M.fileUnknown),
        fieldErrors: { files: english(M.fileUnknown) },
      });
      expect(await rejection(caller.products.create(form({ specs: [{ specNameId: 'no-such-spec', nameEn: 'Material', detailEn: 'Cotton' }] })))).toMatchObject({
        code: 'NOT_FOUND',
        message: english(M.specNameUnknown),
        fieldErrors: { 'specs.0.specNameId': english(M.specNameUnknown) },
      });
      expect(await rejection(caller.products.create(form({ brandId: 'no-such-brand' })))).toMatchObject({ code: 'NOT_FOUND', message: english(M.brandUnknown) });
      expect(await rejection(caller.products.create(form({ googleCategoryId: 'no-such-category' })))).toMatchObject({ code: 'NOT_FOUND', message: english(M.googleCategoryUnknown) });
      expect(await rejection(caller.products.create(form({ categoryIds: [categoryId, 'no-such-category'] })))).toMatchObject({
        code: 'NOT_FOUND',
        message: english(M.categoryUnknown),
        fieldErrors: { categoryIds: english(M.categoryUnknown) },
      });
    });
    expect(written).toEqual([]);
    expect(await db().product.count({ where: { merchantId: shop.merchantId } })).toBe(before);
  });
});

describe('products.createMany (add multiple)', () => {
  it('adds every product of the batch in one go, with one log entry', async () => {
    const { caller, request, logs } = admin();
    const batch = [form({ sku: uniqueName('BATCH-') }), form({ sku: uniqueName('BATCH-') })];
    const { result, logs: written } = await logs(() => caller.products.createMany({ products: batch }));
    expect(result.ids).toHaveLength(2);
    expectOneLog(written, { action: 'Created 2 products', category: 'manage' }, request);
    const stored = await db().product.findMany({ where: { merchantId: shop.merchantId, id: { in: result.ids } }, select: { sku: true } });
    expect(stored.map((p) => p.sku).sort()).toEqual(batch.map((p) => p.sku).sort());
  });

  it('adds none when one is refused, and names the refused one by its place', async () => {
    const { caller } = admin();
    const taken = (await caller.products.create(form({ sku: uniqueName('TAKEN-') }))).sku;
    const fresh = uniqueName('FRESH-');
    const r = await rejection(caller.products.createMany({ products: [form({ sku: fresh }), form({ sku: taken })] }));
    expect(r).toMatchObject({ code: 'BAD_REQUEST', field: 'products.1.sku' });
    expect(r.message).toContain(english(M.skuTaken));
    expect(await db().product.count({ where: { merchantId: shop.merchantId, sku: fresh } })).toBe(0);
  });

  it('takes 1 to 20 products', async () => {
    const { caller } = admin();
    expect((await rejection(caller.products.createMany({ products: [] }))).message).toBe(english(M.photosRequired));
    const many = Array.from({ length: 21 }, () => form({ sku: uniqueName('MANY-') }));
    expect((await rejection(caller.products.createMany({ products: many }))).message).toBe(english(M.tooManyPhotos));
  });
});

describe('products.update', () => {
  it('keeps option ids while their SKUs stay, whatever else changes; new SKUs get new ids; removed options go', async () => {
    const { caller, request, logs } = admin();
    const [red, blue, green] = [uniqueName('R-'), uniqueName('B-'), uniqueName('G-')];
    const input = form({ priceSen: undefined, variants: [{ name: 'Colour', options: [option('Red', red, 2000, 5), option('Blue', blue, 2000, 5)] }] });
    const created = await caller.products.create(input);
    const idOf = (view: typeof created) => Object.fromEntries(view.variants.flatMap((v) => v.options.map((o) => [o.sku, o.id])));
    const before = idOf(created);

    const edited = {
      ...input,
      nameEn: 'Renamed shirt',
      variants: [{ name: 'Shade', options: [option('Green', green, 2200, 1), option('Navy', blue, 1800, 9)] }],
    };
    const { result: updated, logs: written } = await logs(() => caller.products.update({ id: created.id, product: edited }));
    expectOneLog(written, { action: `Updated product "Renamed shirt" (${input.sku})`, category: 'manage' }, request);
    const after = idOf(updated);
    expect(after[blue]).toBe(before[blue]);
    expect(after[green]).toBeDefined();
    expect(Object.values(before)).not.toContain(after[green]);
    expect(after[red]).toBeUndefined();
    expect(updated).toMatchObject({ id: created.id, nameEn: 'Renamed shirt', priceSen: 1800, stock: 10 });
    expect(updated.variants).toEqual([
      {
        name: 'Shade',
        options: [
          { id: after[green], name: 'Green', sku: green, priceSen: 2200, stock: 1 },
          { id: before[blue], name: 'Navy', sku: blue, priceSen: 1800, stock: 9 },
        ],
      },
    ]);
    expect(await db().productOption.count({ where: { merchantId: shop.merchantId, productId: created.id } })).toBe(2);
    expect(await db().productVariant.count({ where: { merchantId: shop.merchantId, productId: created.id } })).toBe(1);

    // An unchanged edit keeps every id and logs no stock.
    const again = await caller.products.update({ id: created.id, product: edited });
    expect(idOf(again)).toEqual(after);
    expect(again.createdAt).toEqual(created.createdAt);

    // The stock that moved: Red removed (5 -> 0), Blue 5 -> 9, Green new (0 -> 1); nothing for the unchanged edit.
    const edits = (await inventoryRows(created.id)).filter((r) => r.note === 'Product edited');
    expect(edits.map((r) => [r.sku, r.change, r.stockAfter, r.actionType, r.platform]).sort()).toEqual(
      [
        [red, -5, 0, 1, 4],
        [blue, 4, 9, 1, 4],
        [green, 1, 1, 1, 4],
      ].sort(),
    );
  });

  it('logs a stock change with its change and the stock after, and nothing when the stock stays', async () => {
    const { caller } = admin();
    const input = form({ stock: 10 });
    const created = await caller.products.create(input);
    await caller.products.update({ id: created.id, product: { ...input, stock: 4 } });
    await caller.products.update({ id: created.id, product: { ...input, stock: 4, nameEn: 'Same stock' } });
    const page = await caller.products.inventoryLog({ productId: created.id });
    expect(page.total).toBe(2);
    expect(page.items.map((r) => [english(r.note), r.sku, r.change, r.stockAfter, r.actionType, r.platform])).toEqual([
      ['Product edited', input.sku, -6, 4, 1, 4],
      ['Product created', input.sku, 10, 10, 1, 4],
    ]);
  });

  it('records the edit, on that product only, so a mass update started before leaves it as edited', async () => {
    const { caller } = admin();
    const [edited, other] = [await caller.products.create(form()), await caller.products.create(form())];
    const before = new Date();
    const { id: _id, createdAt: _c, updatedAt: _u, images, variants: _v, ...rest } = await caller.products.get({ id: edited.id });
    await caller.products.update({ id: edited.id, product: { ...rest, images: images.map((i) => ({ uploadId: i.uploadId, url: i.url })), priceSen: 3100 } });
    const rows = await db().product.findMany({ where: { merchantId: shop.merchantId, id: { in: [edited.id, other.id] }, editedAt: { gte: before } }, select: { id: true } });
    expect(rows.map((r) => r.id)).toEqual([edited.id]);
  });

  it('writes no inventory entry for unlimited stock, also when a product becomes unlimited', async () => {
    const { caller } = admin();
    const unlimited = form({ stockUnlimited: true, stock: 5 });
    const created = await caller.products.create(unlimited);
    await caller.products.update({ id: created.id, product: { ...unlimited, stock: 50 } });
    expect(await inventoryRows(created.id)).toEqual([]);

    const limited = form({ stock: 5 });
    const other = await caller.products.create(limited);
    await caller.products.update({ id: other.id, product: { ...limited, stockUnlimited: true } });
    expect((await inventoryRows(other.id)).map((r) => [r.note, r.change])).toEqual([['Product created', 5]]);
    // Back to a counted stock: counted from 0 again, as a new product is.
    await caller.products.update({ id: other.id, product: { ...limited, stock: 8 } });
    expect((await inventoryRows(other.id)).map((r) => [r.note, r.change, r.stockAfter])).toEqual([
      ['Product created', 5, 5],
      ['Product edited', 8, 8],
    ]);
  });

  it('refuses an unknown product, a SKU of another product, and writes nothing', async () => {
    const { caller, logs } = admin();
    const first = await caller.products.create(form());
    const secondInput = form();
    const second = await caller.products.create(secondInput);
    const { logs: written } = await logs(async () => {
      expect(await rejection(caller.products.update({ id: 'no-such-product', product: form() }))).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found.' });
      expect(await rejection(caller.products.update({ id: second.id, product: { ...secondInput, sku: first.sku, nameEn: 'Taken' } }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: `${english(M.skuTaken)} (${first.sku})`,
      });
    });
    expect(written).toEqual([]);
    expect(await caller.products.get({ id: second.id })).toEqual(second);
  });
});

describe('products.setVisibility and products.delete', () => {
  it('hide and show several products at once, with one log entry', async () => {
    const { caller, request, logs } = admin();
    const [p1, p2, p3] = [await caller.products.create(form()), await caller.products.create(form()), await caller.products.create(form())];
    const { result, logs: written } = await logs(() => caller.products.setVisibility({ ids: [p1.id, p2.id], visibility: 'hidden' }));
    expect(result).toEqual({ updated: 2 });
    expectOneLog(written, { action: 'Hid 2 products', category: 'manage' }, request);
    const visibility = async () => (await Promise.all([p1, p2, p3].map((p) => caller.products.get({ id: p.id })))).map((p) => p.visibility);
    expect(await visibility()).toEqual(['hidden', 'hidden', 'public']);
    const { logs: shown } = await logs(() => caller.products.setVisibility({ ids: [p2.id], visibility: 'public' }));
    expectOneLog(shown, { action: 'Showed 1 product', category: 'manage' }, request);
    expect(await visibility()).toEqual(['hidden', 'public', 'public']);
  });

  it('change nothing when any id is unknown', async () => {
    const { caller, logs } = admin();
    const p = await caller.products.create(form());
    const { logs: written } = await logs(async () => {
      expect((await rejection(caller.products.setVisibility({ ids: [p.id, 'no-such-product'], visibility: 'hidden' }))).code).toBe('NOT_FOUND');
      expect((await rejection(caller.products.delete({ ids: [p.id, 'no-such-product'] }))).code).toBe('NOT_FOUND');
    });
    expect(written).toEqual([]);
    expect((await caller.products.get({ id: p.id })).visibility).toBe('public');
  });

  it('delete several products with every row that hangs off them, with one log entry', async () => {
    const { caller, request, logs } = admin();
    const withParts = form({
      tags: ['Delete me'],
      specs: [{ nameEn: 'Material', detailEn: 'Cotton' }],
      priceSen: undefined,
      variants: [{ name: 'Colour', options: [option('Red', uniqueName('D-'), 1000, 2)] }],
    });
    const [p1, p2, kept] = [await caller.products.create(withParts), await caller.products.create(form({ nameEn: 'Second product' })), await caller.products.create(form())];
    await db().productSalesMonth.create({ data: { merchantId: shop.merchantId, productId: p1.id, month: '2026-01', salesSen: 100, units: 1 } });
    const { result, logs: written } = await logs(() => caller.products.delete({ ids: [p1.id, p2.id] }));
    expect(result).toEqual({ deleted: 2 });
    expectOneLog(written, { action: 'Deleted 2 products', category: 'manage' }, request);
    const where = { merchantId: shop.merchantId, productId: { in: [p1.id, p2.id] } };
    const left = await Promise.all([
      db().productCategoryLink.count({ where }),
      db().productTagLink.count({ where }),
      db().productSpec.count({ where }),
      db().productImage.count({ where }),
      db().productVariant.count({ where }),
      db().productOption.count({ where }),
      db().productLogistic.count({ where }),
      db().inventoryLog.count({ where }),
      db().productSalesMonth.count({ where }),
    ]);
    expect(left).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await rejection(caller.products.get({ id: p1.id }))).code).toBe('NOT_FOUND');
    expect((await caller.products.get({ id: kept.id })).id).toBe(kept.id);
    // The SKUs are free again.
    await expect(caller.products.create(form({ sku: p1.sku }))).resolves.toMatchObject({ sku: p1.sku });

    const { logs: one } = await logs(() => caller.products.delete({ ids: [kept.id] }));
    expectOneLog(one, { action: `Deleted product "${kept.nameEn}"`, category: 'manage' }, request);
  });
});

describe('permissions', () => {
  it("a viewer of 'manage' can read the catalogue but not change it", async () => {
    const { caller } = admin();
    const product = await caller.products.create(form());
    const viewer = (await seedSubUser(rt, shop, { manage: 'view' })).caller;
    expect((await viewer.products.list({ search: product.sku })).items.map((p) => p.id)).toEqual([product.id]);
    expect((await viewer.products.get({ id: product.id })).sku).toBe(product.sku);
    expect((await viewer.products.inventoryLog({ productId: product.id })).total).toBe(1);
    expect((await viewer.categories.list()).map((c) => c.id)).toContain(categoryId);
    await viewer.tags.list({});
    await viewer.brands.list({});
    await viewer.googleCategories.list({});
    await viewer.specNames.list({});
    const refusals = await Promise.all([
      rejection(viewer.products.create(form())),
      rejection(viewer.products.update({ id: product.id, product: form() })),
      rejection(viewer.products.setVisibility({ ids: [product.id], visibility: 'hidden' })),
      rejection(viewer.products.delete({ ids: [product.id] })),
      rejection(viewer.products.quickUpdate({ patches: [{ sku: product.sku, stock: 1 }] })),
      rejection(viewer.categories.create({ nameEn: 'Viewer category' })),
      rejection(viewer.tags.create({ name: 'Viewer tag' })),
      rejection(viewer.brands.create({ nameEn: 'Viewer brand' })),
      rejection(viewer.googleCategories.create({ name: 'Viewer google' })),
      rejection(viewer.specNames.create({ nameEn: 'Viewer spec' })),
    ]);
    expect(refusals.map((r) => r.code)).toEqual(Array(10).fill('FORBIDDEN'));
    expect(await caller.products.get({ id: product.id })).toEqual(product);
  });
});
