import type { IsolationCase } from '../isolation-cases.ts';
import type { TenantFixtures } from '../world.ts';

const product = (a: TenantFixtures) => ({ productId: a.catalogue.productId });

/** AI product descriptions: A's products, their unlocks and descriptions. */
export const aiProductCases: Record<string, IsolationCase> = {
  'aiProduct.products': { list: (a) => ({ search: a.marker, pageSize: 80 }) },
  'aiProduct.unlock': { reach: product },
  'aiProduct.describe': { reach: (a) => ({ ...product(a), languages: ['en'] }) },
  'aiProduct.accept': { reach: (a) => ({ ...product(a), detailBm: 'Intruder' }) },
};
