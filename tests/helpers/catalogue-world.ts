import { productForm, seedCategory } from './fixtures.ts';
import { shopWorld } from './world.ts';

/** The test file's shopWorld with one category in its shop, and valid product forms in that category (productForm, with overrides). */
export async function catalogueWorld() {
  const { rt, shop } = await shopWorld();
  const categoryId = await seedCategory(shop);
  const form = (overrides: Parameters<typeof productForm>[1] = {}) => productForm(categoryId, overrides);
  return { rt, shop, categoryId, form };
}
