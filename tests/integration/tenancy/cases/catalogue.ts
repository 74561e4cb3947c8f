import { PICTURE_URL } from '../../../helpers/fixtures.ts';
import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

/** A product form that is valid in every way except that it names A's records (category, brand, picture). */
const productOfA = (a: TenantFixtures) => ({
  sku: 'INTRUDER-1',
  nameEn: 'Intruder product',
  detailEn: 'A product that points at another shop.',
  categoryIds: [a.catalogue.categoryId],
  brandId: a.catalogue.brandId,
  images: [{ uploadId: a.catalogue.pictureId }, { url: PICTURE_URL }],
  priceSen: 1000,
  logistics: [{ logistic: 'delivery', enabled: true }],
});

/** Products, categories, tags, brands, Google categories, specification names. */
export const catalogueCases: Record<string, IsolationCase> = {
  // A's product is found by its marker, SKUs and names when scoping fails.
  'products.list': { list: (a) => ({ search: a.marker.toLowerCase(), pageSize: 80 }) },
  'products.find': { list: (a) => ({ search: a.marker.toLowerCase() }) },
  'products.get': { reach: (a) => ({ id: a.catalogue.productId }) },
  'products.inventoryLog': { reach: (a) => ({ productId: a.catalogue.productId }) },
  'products.create': { reach: productOfA },
  'products.createMany': { reach: (a) => ({ products: [productOfA(a)] }) },
  'products.update': { reach: (a) => ({ id: a.catalogue.productId, product: productOfA(a) }) },
  'products.setVisibility': { reach: (a) => ({ ids: [a.catalogue.productId], visibility: 'hidden' }) },
  'products.delete': { reach: (a) => ({ ids: [a.catalogue.productId] }) },
  'products.quickUpdate': { reach: (a) => ({ patches: [{ sku: a.catalogue.optionSku, stock: 0, priceSen: 1 }] }) },

  'categories.list': { list: () => undefined },
  'categories.create': { reach: (a) => ({ nameEn: 'Intruder', parentId: a.catalogue.categoryId }) },
  'categories.update': { reach: (a) => ({ id: a.catalogue.categoryId, nameEn: 'Taken over' }) },
  'categories.delete': { reach: (a) => ({ id: a.catalogue.categoryId }) },

  'tags.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'tags.create': { none: 'a tag names no record; B creates its own', input: () => ({ name: 'Intruder tag' }) },
  'tags.update': { reach: (a) => ({ id: a.catalogue.tagId, name: 'Taken over' }) },
  'tags.delete': { reach: (a) => ({ id: a.catalogue.tagId }) },

  'brands.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'brands.create': { reach: (a) => ({ nameEn: 'Intruder brand', pictureId: a.catalogue.pictureId }) },
  'brands.update': { reach: (a) => ({ id: a.catalogue.brandId, nameEn: 'Taken over' }) },
  'brands.delete': { reach: (a) => ({ id: a.catalogue.brandId }) },

  'googleCategories.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'googleCategories.create': { none: 'a Google category names no record; B creates its own', input: () => ({ name: 'Intruder Google category' }) },
  'googleCategories.update': { reach: (a) => ({ id: a.catalogue.googleCategoryId, name: 'Taken over' }) },
  'googleCategories.delete': { reach: (a) => ({ id: a.catalogue.googleCategoryId }) },

  'specNames.list': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'specNames.create': { none: 'a specification name names no record; B creates its own', input: () => ({ nameEn: 'Intruder specification' }) },
  'specNames.update': { reach: (a) => ({ id: a.catalogue.specNameId, nameEn: 'Taken over' }) },
  'specNames.delete': { reach: (a) => ({ id: a.catalogue.specNameId }) },
};
