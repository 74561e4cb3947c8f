import { afterAll, beforeAll } from 'vitest';
import type { Runtime } from '../../server/runtime.ts';
import { productForm, seedCategory, seedMerchant, type SeededMerchant } from './fixtures.ts';
import { testRuntime } from './runtime.ts';

export interface CatalogueWorld {
  rt: Runtime;
  shop: SeededMerchant;
  categoryId: string;
  /** A valid product form in the category (productForm), with overrides. */
  form(overrides?: Parameters<typeof productForm>[1]): ReturnType<typeof productForm>;
}

/** For a test file: a fresh runtime and a merchant with one category, made before its tests and closed after. */
export function catalogueWorld(): CatalogueWorld {
  const world = { form: (overrides = {}) => productForm(world.categoryId, overrides) } as CatalogueWorld;
  beforeAll(async () => {
    world.rt = await testRuntime();
    world.shop = await seedMerchant(world.rt);
    world.categoryId = await seedCategory(world.shop);
  });
  afterAll(() => world.rt?.close());
  return world;
}
