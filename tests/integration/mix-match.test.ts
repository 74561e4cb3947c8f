import { describe, expect, it } from 'vitest';
import { resolveSession } from '../../core/auth/sessions.ts';
import { CATALOGUE_MESSAGES } from '../../core/catalogue/constants.ts';
import { MIX_MATCH_ERROR_CODES as C, MIX_MATCH_MESSAGES as M } from '../../core/mix-match/constants.ts';
import { loadSets } from '../../core/mix-match/load-sets.ts';
import type { TMixMatch } from '../../core/mix-match/schema.ts';
import { priceSet } from '../../core/pricing/set-price.ts';
import { baseContext, type Ctx } from '../../core/shared/context.ts';
import { adminSession, expectOneLog, rejection, seedSubUser, testRequest, uniqueName } from '../helpers/fixtures.ts';
import { seedMixMatchShop, setForm, uploadPicture } from '../helpers/mix-match.ts';
import { shopWorld } from '../helpers/world.ts';
import { english } from '../../core/shared/english.ts';

const { rt, shop } = await shopWorld(seedMixMatchShop);

const admin = () => shop.admin.caller.mixMatch;

/** The form of a saved set, with its saved selection and entry ids, for updates. */
const formOf = (set: TMixMatch) => ({
  ...setForm(shop),
  nameEn: set.nameEn,
  categoryIds: set.categories.map((c) => c.id),
  selections: set.selections.map((s) => ({
    id: s.id,
    nameEn: s.nameEn,
    requiredQty: s.requiredQty,
    products: s.products.map((p) => ({ id: p.id, productId: p.productId, optionId: p.optionId, stock: p.stock, additionalPriceSen: p.additionalPriceSen })),
  })),
});

describe('mix-and-match sets', () => {
  it('creates a set with every field, keeps its picture as a storage key, reads it back and logs it', async () => {
    const { caller, request, logs } = adminSession(rt, shop);
    const second = await admin().createCategory({ nameEn: uniqueName('Gifts ') });
    const form = setForm(shop, {
      nameEn: '  Raya bundle  ',
      nameCn: '开斋节套装',
      nameBm: 'Set Raya',
      descriptionEn: 'Two tops and a pair of socks.',
      descriptionCn: '两件上衣',
      descriptionBm: 'Dua baju',
      priceSen: 8800,
      stock: 7,
      active: false,
      sort: 3,
      categoryIds: [shop.categoryId, second.id],
      selections: [
        {
          nameEn: 'Tops',
          nameCn: '上衣',
          nameBm: 'Baju',
          descriptionEn: 'Choose two',
          requiredQty: 2,
          sort: 1,
          products: [
            { productId: shop.productIds[0], variantName: 'White tee', additionalPriceSen: 0, stock: 4, sort: 2 },
            { productId: shop.productIds[1], variantName: 'Cap', additionalPriceSen: 350, stock: 1, sort: 1 },
          ],
        },
        { nameEn: 'Socks', requiredQty: 1, sort: 0, products: [{ productId: shop.productIds[2], optionId: shop.optionIds[0], variantName: 'Red socks', stock: 2 }] },
      ],
    });
    const { result: set, logs: written } = await logs(() => caller.mixMatch.create(form));
    expectOneLog(written, { action: 'Created mix and match "Raya bundle"', category: 'my_sales' }, request);
    expect(set).toMatchObject({
      nameEn: 'Raya bundle',
      nameCn: '开斋节套装',
      nameBm: 'Set Raya',
      descriptionEn: 'Two tops and a pair of socks.',
      descriptionCn: '两件上衣',
      descriptionBm: 'Dua baju',
      imageId: shop.pictureId,
      imageUrl: `/media/${shop.merchantId}/${shop.pictureId}`,
      priceSen: 8800,
      stock: 7,
      active: false,
      sort: 3,
    });
    expect(set.categories.map((c) => c.id).sort()).toEqual([shop.categoryId, second.id].sort());
    // Selections and products come back in their sort order.
    expect(set.selections.map((s) => s.nameEn)).toEqual(['Socks', 'Tops']);
    expect(set.selections[0]!.products).toEqual([
      expect.objectContaining({ productId: shop.productIds[2], optionId: shop.optionIds[0], optionName: 'Red', productName: 'Wool socks', variantName: 'Red socks', stock: 2, additionalPriceSen: 0 }),
    ]);
    expect(set.selections[1]).toMatchObject({ nameCn: '上衣', nameBm: 'Baju', descriptionEn: 'Choose two', requiredQty: 2 });
    expect(set.selections[1]!.products.map((p) => [p.productName, p.variantName, p.additionalPriceSen, p.stock])).toEqual([
      ['Canvas cap', 'Cap', 350, 1],
      ['Cotton tee', 'White tee', 0, 4],
    ]);
    expect(await admin().get({ id: set.id })).toEqual(set);
    const upload = await rt.database.client.upload.findUnique({ where: { merchantId_id: { merchantId: shop.merchantId, id: shop.pictureId } } });
    const row = await rt.database.client.mixMatch.findUnique({ where: { merchantId_id: { merchantId: shop.merchantId, id: set.id } } });
    expect(row!.imageKey).toBe(upload!.key);
  });

  it('requires the name, picture, price, stock, a category and a selection, each with its field', async () => {
    const cases: [Partial<Parameters<typeof setForm>[1]>, string, string][] = [
      [{ nameEn: '  ' }, 'nameEn', english(M.fillRequired)],
      [{ imageId: '' }, 'imageId', english(M.fillRequired)],
      [{ priceSen: undefined }, 'priceSen', english(M.fillRequired)],
      [{ priceSen: -1 }, 'priceSen', 'A set price cannot be negative.'],
      [{ priceSen: 12.5 }, 'priceSen', 'A set price can have at most two decimals.'],
      [{ stock: undefined }, 'stock', english(M.fillRequired)],
      [{ stock: -1 }, 'stock', english(M.stockInvalid)],
      [{ categoryIds: [] }, 'categoryIds', english(M.categoryRequired)],
      [{ selections: [] }, 'selections', english(M.selectionRequired)],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await rejection(admin().create({ ...setForm(shop), ...overrides }));
      expect(error, field).toMatchObject({ code: 'BAD_REQUEST', message });
      expect(error.fieldErrors, field).toEqual({ [field]: message });
    }
    expect(english(M.fillRequired)).toBe('Please fill out all required fields.');
  });

  it('requires each selection’s name and a required purchase number of 1 or more; additional price and stock 0 or more', async () => {
    const selection = (overrides: object, product: object = {}) => setForm(shop, { selections: [{ nameEn: 'Tops', requiredQty: 1, products: [{ productId: shop.productIds[0], stock: 3, ...product }], ...overrides }] });
    const cases: [ReturnType<typeof setForm>, string, string][] = [
      [selection({ nameEn: '' }), 'selections.0.nameEn', english(M.fillRequired)],
      [selection({ requiredQty: 0 }), 'selections.0.requiredQty', english(M.requiredQtyInvalid)],
      [selection({ requiredQty: undefined }), 'selections.0.requiredQty', english(M.fillRequired)],
      [selection({}, { additionalPriceSen: -1 }), 'selections.0.products.0.additionalPriceSen', 'An additional price cannot be negative.'],
      [selection({}, { stock: -1 }), 'selections.0.products.0.stock', english(M.stockInvalid)],
    ];
    for (const [form, field, message] of cases) {
      const error = await rejection(admin().create(form));
      expect(error.fieldErrors, field).toEqual({ [field]: message });
    }
    // Zero additional price and zero stock of one product are fine when the others exceed the required number.
    const ok = await admin().create(setForm(shop, { selections: [{ nameEn: 'Tops', requiredQty: 1, products: [{ productId: shop.productIds[0], stock: 0 }, { productId: shop.productIds[1], stock: 2, additionalPriceSen: 0 }] }] }));
    expect(ok.selections[0]!.products.map((p) => p.stock)).toEqual([0, 2]);
  });

  it('refuses a selection whose products’ total stock does not exceed its required purchase number, naming the selection', async () => {
    const form = setForm(shop, {
      selections: [
        { nameEn: 'Tops', requiredQty: 2, products: [{ productId: shop.productIds[0], stock: 3 }] },
        { nameEn: 'Caps', requiredQty: 3, products: [{ productId: shop.productIds[1], stock: 1 }, { productId: shop.productIds[0], stock: 1 }] },
      ],
    });
    const error = await rejection(admin().create(form));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Product stock is not enough for required purchase number', appCode: C.stockNotEnough, field: 'selections.1.products' });
    // A selection with no products at all cannot be filled either.
    const empty = await rejection(admin().create(setForm(shop, { selections: [{ nameEn: 'Empty', requiredQty: 1, products: [] }] })));
    expect(empty).toMatchObject({ message: english(M.stockNotEnough), field: 'selections.0.products' });
    // The spec: the total must exceed the number; exactly as many is refused, one more accepted.
    const exact = await rejection(admin().create(setForm(shop, { selections: [{ nameEn: 'Tops', requiredQty: 2, products: [{ productId: shop.productIds[0], stock: 1 }, { productId: shop.productIds[1], stock: 1 }] }] })));
    expect(exact).toMatchObject({ appCode: C.stockNotEnough, message: english(M.stockNotEnough), field: 'selections.0.products' });
    const more = await admin().create(setForm(shop, { selections: [{ nameEn: 'Tops', requiredQty: 2, products: [{ productId: shop.productIds[0], stock: 3 }] }] }));
    expect(more.selections[0]!.requiredQty).toBe(2);
  });

  it('takes a product (with the same option) once per selection, but in other selections or with another option', async () => {
    const repeated = await rejection(
      admin().create(setForm(shop, { selections: [{ nameEn: 'Tops', requiredQty: 1, products: [{ productId: shop.productIds[0], stock: 2 }, { productId: shop.productIds[0], stock: 2 }] }] })),
    );
    expect(repeated.fieldErrors).toEqual({ 'selections.0.products.1.productId': english(M.productRepeated) });
    const set = await admin().create(
      setForm(shop, {
        selections: [
          { nameEn: 'Socks', requiredQty: 2, products: [{ productId: shop.productIds[2], optionId: shop.optionIds[0], stock: 2 }, { productId: shop.productIds[2], optionId: shop.optionIds[1], stock: 1 }] },
          { nameEn: 'More socks', requiredQty: 1, products: [{ productId: shop.productIds[2], optionId: shop.optionIds[0], stock: 2 }] },
        ],
      }),
    );
    expect(set.selections.flatMap((s) => s.products.map((p) => p.optionName))).toEqual(['Red', 'Blue', 'Red']);
  });

  it('accepts only the shop’s own promotion picture, categories, products and the product’s own options', async () => {
    const other = await seedMixMatchShop(rt);
    const catalogueImage = await uploadPicture(shop.ctx, 'catalogue-picture');
    const notFound = async (form: ReturnType<typeof setForm>, appCode: string, field: string) => {
      expect(await rejection(admin().create(form)), field).toMatchObject({ code: 'NOT_FOUND', appCode, field });
    };
    await notFound(setForm(shop, { imageId: catalogueImage }), C.imageUnknown, 'imageId');
    await notFound(setForm(shop, { imageId: other.pictureId }), C.imageUnknown, 'imageId');
    await notFound(setForm(shop, { categoryIds: [shop.categoryId, other.categoryId] }), C.categoryUnknown, 'categoryIds');
    const withProduct = (product: object) => setForm(shop, { selections: [{ nameEn: 'Tops', requiredQty: 1, products: [{ productId: shop.productIds[0], stock: 1 }, { stock: 1, ...product } as never] }] });
    await notFound(withProduct({ productId: other.productIds[0] }), C.productUnknown, 'selections.0.products.1.productId');
    await notFound(withProduct({ productId: shop.productIds[1], optionId: shop.optionIds[0] }), C.productUnknown, 'selections.0.products.1.optionId');
    await notFound(withProduct({ productId: other.productIds[2], optionId: other.optionIds[0] }), C.productUnknown, 'selections.0.products.1.productId');
    expect(english(M.productUnknown)).toBe('Please choose a product from the list.');
  });

  it('updates every field, keeping saved selection and product ids, and logs it', async () => {
    const set = await admin().create(setForm(shop));
    const [tee, cap] = set.selections[0]!.products;
    const { caller, request, logs } = adminSession(rt, shop);
    const form = {
      ...formOf(set),
      nameEn: 'Weekend bundle II',
      priceSen: 6100,
      stock: 3,
      selections: [
        { id: set.selections[0]!.id, nameEn: 'Pick two tops', requiredQty: 2, products: [{ id: tee!.id, productId: tee!.productId, stock: 5, additionalPriceSen: 100 }, { id: cap!.id, productId: cap!.productId, stock: 2 }] },
        { nameEn: 'Socks', requiredQty: 1, products: [{ productId: shop.productIds[2], optionId: shop.optionIds[1], stock: 4 }] },
      ],
    };
    const { result: updated, logs: written } = await logs(() => caller.mixMatch.update({ id: set.id, set: form }));
    expectOneLog(written, { action: 'Updated mix and match "Weekend bundle II"', category: 'my_sales' }, request);
    expect(updated).toMatchObject({ id: set.id, nameEn: 'Weekend bundle II', priceSen: 6100, stock: 3 });
    expect(updated.selections[0]).toMatchObject({ id: set.selections[0]!.id, nameEn: 'Pick two tops' });
    expect(updated.selections[0]!.products.map((p) => [p.id, p.stock, p.additionalPriceSen])).toEqual([
      [tee!.id, 5, 100],
      [cap!.id, 2, 0],
    ]);
    expect(updated.selections[1]!.products[0]).toMatchObject({ optionId: shop.optionIds[1], optionName: 'Blue', stock: 4 });

    // Dropping the second selection deletes it with its products.
    const dropped = await admin().update({ id: set.id, set: { ...formOf(updated), selections: [formOf(updated).selections[0]!] } });
    expect(dropped.selections.map((s) => s.id)).toEqual([set.selections[0]!.id]);
    expect(await rt.database.client.mixMatchProduct.count({ where: { merchantId: shop.merchantId, selectionId: updated.selections[1]!.id } })).toBe(0);
  });

  it('refuses to take products out of a selection when the rest cannot fill it, with the spec message', async () => {
    // Pick 4 among the tee (3) and the cap (2): neither can leave alone.
    const base = setForm(shop);
    const set = await admin().create({ ...base, selections: [{ ...base.selections[0]!, requiredQty: 4 }] });
    const form = formOf(set);
    const [tee, cap] = form.selections[0]!.products;
    const error = await rejection(admin().update({ id: set.id, set: { ...form, selections: [{ ...form.selections[0]!, products: [cap!] }] } }));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Total stock not enough; add more products before deleting', appCode: C.removeStockNotEnough, field: 'selections.0.products' });
    expect((await admin().get({ id: set.id })).selections[0]!.products).toHaveLength(2);
    // Lowering the stock (nothing taken out) gets the stock message instead.
    const lowered = await rejection(admin().update({ id: set.id, set: { ...form, selections: [{ ...form.selections[0]!, products: [{ ...tee!, stock: 0 }, { ...cap!, stock: 1 }] }] } }));
    expect(lowered).toMatchObject({ message: english(M.stockNotEnough), field: 'selections.0.products' });
    // With another product added first, the removal is fine and the entry is gone.
    const swapped = await admin().update({ id: set.id, set: { ...form, selections: [{ ...form.selections[0]!, products: [tee!, { productId: shop.productIds[2], stock: 4 }] }] } });
    expect(swapped.selections[0]!.products.map((p) => p.productId)).toEqual([shop.productIds[0], shop.productIds[2]]);
    expect(await rt.database.client.mixMatchProduct.count({ where: { merchantId: shop.merchantId, id: cap!.id } })).toBe(0);
  });

  it('refuses ids of selections or products that are not the set’s, changing nothing', async () => {
    const set = await admin().create(setForm(shop));
    const other = await admin().create(setForm(shop));
    const form = formOf(set);
    const foreignSelection = await rejection(admin().update({ id: set.id, set: { ...form, selections: [{ ...form.selections[0]!, id: other.selections[0]!.id }] } }));
    expect(foreignSelection).toMatchObject({ code: 'CONFLICT', appCode: C.staleForm, message: english(M.staleForm), field: null });
    const foreignEntry = { ...form.selections[0]!.products[0]!, id: other.selections[0]!.products[0]!.id };
    const entry = await rejection(admin().update({ id: set.id, set: { ...form, selections: [{ ...form.selections[0]!, products: [foreignEntry, form.selections[0]!.products[1]!] }] } }));
    expect(entry).toMatchObject({ code: 'CONFLICT', appCode: C.staleForm });
    // A saved entry stays its product: naming another product under its id is a stale form too.
    const [tee, cap] = form.selections[0]!.products;
    const changed = await rejection(admin().update({ id: set.id, set: { ...form, selections: [{ ...form.selections[0]!, products: [{ ...tee!, productId: shop.productIds[2] }, cap!] }] } }));
    expect(changed).toMatchObject({ code: 'CONFLICT', appCode: C.staleForm });
    expect(await admin().get({ id: set.id })).toEqual(set);
    expect(await admin().get({ id: other.id })).toEqual(other);
    expect(await rejection(admin().update({ id: 'no-such-set', set: form }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists sets searched by name in any language, filtered by category, in sort order, with page sizes 20 to 80', async () => {
    const own = await seedMixMatchShop(rt);
    const caller = own.admin.caller.mixMatch;
    const extra = await caller.createCategory({ nameEn: 'Gift sets' });
    const a = await caller.create(setForm(own, { nameEn: 'Alpha pack', nameCn: '甲套装', sort: 2 }));
    const b = await caller.create(setForm(own, { nameEn: 'Beta pack', nameBm: 'Pek Beta', sort: 1, categoryIds: [own.categoryId, extra.id] }));
    const page = await caller.list({});
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(page.items[0]).toMatchObject({
      nameEn: 'Beta pack',
      nameBm: 'Pek Beta',
      priceSen: 5900,
      stock: 10,
      active: true,
      selectionCount: 1,
      thumbUrl: `/media/${own.merchantId}/${own.pictureId}/thumb`,
    });
    expect((await caller.list({ search: 'alpha' })).items.map((r) => r.id)).toEqual([a.id]);
    expect((await caller.list({ search: '甲' })).items.map((r) => r.id)).toEqual([a.id]);
    expect((await caller.list({ search: 'pek' })).items.map((r) => r.id)).toEqual([b.id]);
    expect((await caller.list({ categoryId: extra.id })).items.map((r) => r.id)).toEqual([b.id]);
    expect((await caller.list({ pageSize: 80, page: 2 })).items).toEqual([]);
    expect(await rejection(caller.list({ pageSize: 30 }))).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('shows and hides sets, all named or none, and logs it', async () => {
    const one = await admin().create(setForm(shop));
    const two = await admin().create(setForm(shop));
    const { caller, request, logs } = adminSession(rt, shop);
    const { result, logs: written } = await logs(() => caller.mixMatch.setActive({ ids: [one.id, two.id], active: false }));
    expect(result).toEqual({ ids: [one.id, two.id] });
    expectOneLog(written, { action: 'Hid 2 mix and match sets', category: 'my_sales' }, request);
    expect((await admin().get({ id: one.id })).active).toBe(false);
    expect(await rejection(admin().setActive({ ids: [one.id, 'no-such-set'], active: true }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await admin().get({ id: one.id })).active).toBe(false);
    await admin().setActive({ ids: [one.id], active: true });
    expect((await admin().get({ id: one.id })).active).toBe(true);
  });

  it('deletes sets with their selections and products, all named or none, and logs it', async () => {
    const set = await admin().create(setForm(shop, { nameEn: 'Old bundle' }));
    const keep = await admin().create(setForm(shop));
    expect(await rejection(admin().delete({ ids: [set.id, 'no-such-set'] }))).toMatchObject({ code: 'NOT_FOUND' });
    const { caller, request, logs } = adminSession(rt, shop);
    const { logs: written } = await logs(() => caller.mixMatch.delete({ ids: [set.id] }));
    expectOneLog(written, { action: 'Deleted mix and match "Old bundle"', category: 'my_sales' }, request);
    expect(await rejection(admin().get({ id: set.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const where = { merchantId: shop.merchantId, selectionId: set.selections[0]!.id };
    expect(await rt.database.client.mixMatchProduct.count({ where })).toBe(0);
    expect(await rt.database.client.mixMatchSelection.count({ where: { merchantId: shop.merchantId, mixMatchId: set.id } })).toBe(0);
    expect((await admin().get({ id: keep.id })).id).toBe(keep.id);
  });

  it('lets a user who may edit my_sales upload the set picture without the catalogue’s permission', async () => {
    const seller = await seedSubUser(rt, shop, { my_sales: 'edit' });
    const session = await resolveSession(baseContext(rt.database, rt.env, testRequest()), seller.token);
    const ctx = session!.ctx as Ctx;
    const pictureId = await uploadPicture(ctx);
    const set = await seller.caller.mixMatch.create(setForm(shop, { imageId: pictureId }));
    expect(set.imageUrl).toBe(`/media/${shop.merchantId}/${pictureId}`);
    await expect(uploadPicture(ctx, 'catalogue-picture')).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });

  it('lets a sub-user who may view my_sales read sets but not change them', async () => {
    const viewer = await seedSubUser(rt, shop, { my_sales: 'view' });
    expect((await viewer.caller.mixMatch.list({})).total).toBeGreaterThan(0);
    expect(await rejection(viewer.caller.mixMatch.create(setForm(shop)))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('pricing a saved set for checkout', () => {
  it('loads the shop’s sets in priceSet’s shape and prices the buyer’s picks', async () => {
    const set = await admin().create(setForm(shop, { nameEn: 'Priced bundle' }));
    const other = await seedMixMatchShop(rt);
    const foreign = await other.admin.caller.mixMatch.create(setForm(other));
    const sets = await loadSets(rt.database.client, shop.merchantId, [set.id, foreign.id]);
    expect([...sets.keys()]).toEqual([set.id]);
    const loaded = sets.get(set.id)!;
    expect(loaded).toMatchObject({ id: set.id, nameEn: 'Priced bundle', priceSen: 5900, stock: 10, active: true });
    const [tee, cap] = set.selections[0]!.products;
    expect(priceSet(loaded, [{ mixMatchProductId: tee!.id, qty: 1 }, { mixMatchProductId: cap!.id, qty: 1 }])).toEqual({ unitPriceSen: 6400 });
    expect(() => priceSet(loaded, [{ mixMatchProductId: cap!.id, qty: 3 }])).toThrow(M.pickStock);
  });
});

describe('mix-and-match categories', () => {
  it('creates, reads, lists, updates and logs categories with names in three languages', async () => {
    const own = await seedMixMatchShop(rt);
    const caller = own.admin.caller.mixMatch;
    const { caller: logged, request, logs } = adminSession(rt, own);
    const { result: created, logs: written } = await logs(() => logged.mixMatch.createCategory({ nameEn: ' Festive ', nameCn: '节日', nameBm: 'Perayaan', sort: 5 }));
    expectOneLog(written, { action: 'Created mix and match category "Festive"', category: 'my_sales' }, request);
    expect(created).toMatchObject({ nameEn: 'Festive', nameCn: '节日', nameBm: 'Perayaan', sort: 5, setCount: 0 });
    expect(await caller.category({ id: created.id })).toEqual(created);
    const updated = await caller.updateCategory({ id: created.id, nameEn: 'Festive sets', nameCn: '', nameBm: 'Set perayaan', sort: 0 });
    expect(updated).toMatchObject({ nameEn: 'Festive sets', nameCn: '', nameBm: 'Set perayaan', sort: 0 });
    await caller.create(setForm(own, { categoryIds: [created.id] }));
    const list = await caller.categories({});
    expect(list.total).toBe(2);
    expect(list.items.find((c) => c.id === created.id)!.setCount).toBe(1);
    expect((await caller.categories({ search: 'perayaan' })).items.map((c) => c.id)).toEqual([created.id]);
  });

  it('requires the EN name and refuses a name another category has, whatever its case', async () => {
    const empty = await rejection(admin().createCategory({ nameEn: ' ' }));
    expect(empty.fieldErrors).toEqual({ nameEn: english(CATALOGUE_MESSAGES.nameEmpty) });
    const name = uniqueName('Combo ');
    const first = await admin().createCategory({ nameEn: name });
    expect(await rejection(admin().createCategory({ nameEn: name.toUpperCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Name cannot be same', field: 'nameEn' });
    const second = await admin().createCategory({ nameEn: uniqueName('Combo ') });
    expect(await rejection(admin().updateCategory({ id: second.id, nameEn: name.toLowerCase() }))).toMatchObject({ code: 'CONFLICT', message: 'Name cannot be same' });
    // A category keeps its own name, in another case too.
    expect((await admin().updateCategory({ id: first.id, nameEn: name.toLowerCase() })).nameEn).toBe(name.toLowerCase());
  });

  it('deletes a category no set uses; one in use fails with "{name} is in use"', async () => {
    const used = await admin().createCategory({ nameEn: uniqueName('Used ') });
    await admin().create(setForm(shop, { categoryIds: [used.id] }));
    expect(await rejection(admin().deleteCategory({ id: used.id }))).toMatchObject({ code: 'CONFLICT', message: `${used.nameEn} is in use`, appCode: C.categoryInUse });
    const unused = await admin().createCategory({ nameEn: uniqueName('Unused ') });
    const { caller, request, logs } = adminSession(rt, shop);
    const { logs: written } = await logs(() => caller.mixMatch.deleteCategory({ id: unused.id }));
    expectOneLog(written, { action: `Deleted mix and match category "${unused.nameEn}"`, category: 'my_sales' }, request);
    expect(await rejection(admin().category({ id: unused.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sorts categories in the order given, which the options and the list follow', async () => {
    const own = await seedMixMatchShop(rt);
    const caller = own.admin.caller.mixMatch;
    const b = await caller.createCategory({ nameEn: 'B sets' });
    const c = await caller.createCategory({ nameEn: 'C sets' });
    const order = [c.id, own.categoryId, b.id];
    expect((await caller.sortCategories({ ids: order })).map((x) => x.id)).toEqual(order);
    expect((await caller.categoryOptions()).map((x) => x.id)).toEqual(order);
    expect((await caller.categories({})).items.map((x) => x.id)).toEqual(order);
    expect(await rejection(caller.sortCategories({ ids: [b.id, 'no-such-category'] }))).toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.categoryOptions()).map((x) => x.id)).toEqual(order);
  });
});
