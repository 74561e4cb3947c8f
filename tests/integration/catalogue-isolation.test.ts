import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as M } from '../../core/catalogue/constants.ts';
import { productForm, rejection, seedCategory, seedMerchant, type SeededMerchant } from '../helpers/fixtures.ts';
import { tenantDigest } from '../helpers/tenant-data.ts';
import { fileRuntime } from '../helpers/world.ts';
import { seedTenantA, type TenantFixtures } from './tenancy/world.ts';
import { english } from '../../core/shared/english.ts';

const rt = await fileRuntime();
let a: TenantFixtures;
let b: SeededMerchant;
let bCategoryId: string;

beforeAll(async () => {
  ({ fixtures: a } = await seedTenantA(rt));
  b = await seedMerchant(rt);
  bCategoryId = await seedCategory(b);
});

const form = (overrides: Partial<ReturnType<typeof productForm>> = {}) => productForm(bCategoryId, overrides);
const bProducts = () => rt.database.client.product.count({ where: { merchantId: b.merchantId } });

/** B's call (made once A and B are measured) is refused as not found, carries nothing of A, and changes nothing of A or of B's products. */
async function notFound(call: () => Promise<unknown>, message?: string) {
  const [beforeA, beforeB] = [await tenantDigest(rt, a.merchantId), await bProducts()];
  const error = await rejection(call());
  expect(error.code).toBe('NOT_FOUND');
  if (message) expect(error.message).toBe(message);
  const text = JSON.stringify(error);
  for (const secret of a.secrets) expect(text).not.toContain(secret);
  expect(await tenantDigest(rt, a.merchantId)).toBe(beforeA);
  expect(await bProducts()).toBe(beforeB);
}

describe("B's products never point at A's records", () => {
  it("creating a product with any one of A's references is not found", async () => {
    const { catalogue: ac } = a;
    const create = (overrides: Partial<ReturnType<typeof productForm>>) => b.admin.caller.products.create(form(overrides));
    await notFound(() => create({ categoryIds: [ac.categoryId] }), english(M.categoryUnknown));
    await notFound(() => create({ categoryIds: [bCategoryId, ac.categoryId] }), english(M.categoryUnknown));
    await notFound(() => create({ brandId: ac.brandId }), english(M.brandUnknown));
    await notFound(() => create({ googleCategoryId: ac.googleCategoryId }), english(M.googleCategoryUnknown));
    await notFound(() => create({ specs: [{ specNameId: ac.specNameId, nameEn: 'Material', detailEn: 'Cotton' }] }), english(M.specNameUnknown));
    await notFound(() => create({ images: [{ uploadId: ac.pictureId }] }), english(M.pictureUnknown));
    await notFound(() => create({ files: [{ uploadId: a.uploadId, name: 'Manual' }] }), english(M.fileUnknown));
  });

  it("editing B's product to use A's references is not found, and leaves it as it was", async () => {
    const input = form();
    const mine = await b.admin.caller.products.create(input);
    const update = (overrides: Partial<ReturnType<typeof productForm>>) => b.admin.caller.products.update({ id: mine.id, product: { ...input, ...overrides } });
    await notFound(() => update({ categoryIds: [a.catalogue.categoryId] }), english(M.categoryUnknown));
    await notFound(() => update({ brandId: a.catalogue.brandId }), english(M.brandUnknown));
    await notFound(() => update({ images: [{ uploadId: a.catalogue.pictureId }] }), english(M.pictureUnknown));
    expect(await b.admin.caller.products.get({ id: mine.id })).toEqual(mine);
  });

  it("B's categories and brands cannot hang under A's category or show A's picture", async () => {
    const mine = await b.admin.caller.categories.create({ nameEn: 'B main' });
    await notFound(() => b.admin.caller.categories.create({ nameEn: 'B sub', parentId: a.catalogue.categoryId }));
    await notFound(() => b.admin.caller.categories.update({ id: mine.id, nameEn: 'B main', parentId: a.catalogue.categoryId }));
    await notFound(() => b.admin.caller.categories.update({ id: mine.id, nameEn: 'B main', pictureId: a.catalogue.pictureId }), english(M.pictureUnknown));
    await notFound(() => b.admin.caller.brands.create({ nameEn: 'B brand', pictureId: a.catalogue.pictureId }), english(M.pictureUnknown));
  });

  it("quick edit never reaches A's SKUs", async () => {
    await notFound(() => b.admin.caller.products.quickUpdate({ patches: [{ sku: a.catalogue.productSku, visibility: 'hidden' }] }), english(M.skuNotFound));
    await notFound(() => b.admin.caller.products.quickUpdate({ patches: [{ sku: a.catalogue.optionSku, stock: 0 }] }), english(M.skuNotFound));
  });
});

describe("B's lists hold none of A's products", () => {
  it("filtered by A's category, brand, tag, SKUs or marker", async () => {
    await b.admin.caller.products.create(form({ tags: ['Shared'] }));
    const inputs = [
      { categoryId: a.catalogue.categoryId },
      { brandId: a.catalogue.brandId },
      { tagId: a.catalogue.tagId },
      { search: a.catalogue.productSku },
      { search: a.catalogue.optionSku },
      { search: a.marker },
      { search: '%' },
    ];
    for (const input of inputs) {
      const page = await b.admin.caller.products.list({ ...input, pageSize: 80 });
      const text = JSON.stringify(page);
      for (const secret of a.secrets) expect(text, JSON.stringify(input)).not.toContain(secret);
      if (!input.search?.includes('%')) expect(page.total, JSON.stringify(input)).toBe(0);
    }
    for (const list of [b.admin.caller.tags.list({}), b.admin.caller.brands.list({}), b.admin.caller.googleCategories.list({}), b.admin.caller.specNames.list({}), b.admin.caller.categories.list()]) {
      const text = JSON.stringify(await list);
      for (const secret of a.secrets) expect(text).not.toContain(secret);
    }
  });

  it("A's product's stock history is not found", async () => {
    await notFound(() => b.admin.caller.products.inventoryLog({ productId: a.catalogue.productId }), 'Product not found.');
  });
});

describe('SKUs and names are per merchant', () => {
  it("B may use A's SKUs, option SKUs and taxonomy names", async () => {
    const before = await tenantDigest(rt, a.merchantId);
    const aProduct = await rt.database.client.product.findUniqueOrThrow({ where: { merchantId_id: { merchantId: a.merchantId, id: a.catalogue.productId } } });
    const mine = await b.admin.caller.products.create(
      form({
        sku: a.catalogue.productSku,
        nameEn: aProduct.nameEn,
        priceSen: undefined,
        variants: [{ name: 'Colour', options: [{ name: 'Red', sku: a.catalogue.optionSku, priceSen: 100, stock: 1 }] }],
      }),
    );
    expect(mine.sku).toBe(a.catalogue.productSku);
    const category = await rt.database.client.productCategory.findUniqueOrThrow({ where: { merchantId_id: { merchantId: a.merchantId, id: a.catalogue.categoryId } } });
    await expect(b.admin.caller.categories.create({ nameEn: category.nameEn })).resolves.toMatchObject({ nameEn: category.nameEn });
    const brand = await rt.database.client.productBrand.findUniqueOrThrow({ where: { merchantId_id: { merchantId: a.merchantId, id: a.catalogue.brandId } } });
    await expect(b.admin.caller.brands.create({ nameEn: brand.nameEn })).resolves.toMatchObject({ nameEn: brand.nameEn });
    await expect(b.admin.caller.tags.create({ name: `tag-${a.marker}` })).resolves.toMatchObject({ name: `tag-${a.marker}` });
    await expect(b.admin.caller.googleCategories.create({ name: `Google ${a.marker}` })).resolves.toMatchObject({ productCount: 0 });
    await expect(b.admin.caller.specNames.create({ nameEn: `Spec ${a.marker}` })).resolves.toMatchObject({ productCount: 0 });
    // B's quick edit of the shared SKU changes B's product only.
    await b.admin.caller.products.quickUpdate({ patches: [{ sku: a.catalogue.optionSku, stock: 40 }] });
    expect((await b.admin.caller.products.get({ id: mine.id })).stock).toBe(40);
    expect(await tenantDigest(rt, a.merchantId)).toBe(before);
  });
});
