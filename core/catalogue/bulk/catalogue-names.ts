import type { Ctx } from '../../shared/context.ts';

/** How a name is matched in a file: case and surrounding spaces do not matter. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** A category path as a key: its names, matched like names, from the main category down. */
export const pathKey = (names: readonly string[]) => names.map(nameKey).join('\u0000');

/**
 * The merchant's categories, brands, Google categories and specification names, both ways:
 * files name them, the database keeps ids. Loaded once per file; they grow with the catalogue's
 * taxonomy, not with the file.
 */
export interface CatalogueNames {
  categoryIdByPath: Map<string, string>;
  categoryPathById: Map<string, string[]>;
  brandIdByName: Map<string, string>;
  brandNameById: Map<string, string>;
  googleCategoryIdByName: Map<string, string>;
  googleCategoryNameById: Map<string, string>;
  specNameIdByName: Map<string, string>;
}

export async function loadCatalogueNames(ctx: Ctx): Promise<CatalogueNames> {
  const where = { merchantId: ctx.merchantId };
  const [categories, brands, googleCategories, specNames] = await Promise.all([
    ctx.db.productCategory.findMany({ where, select: { id: true, parentId: true, nameEn: true } }),
    ctx.db.productBrand.findMany({ where, select: { id: true, nameEn: true } }),
    ctx.db.googleCategory.findMany({ where, select: { id: true, name: true } }),
    ctx.db.specificationName.findMany({ where, select: { id: true, nameEn: true } }),
  ]);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const pathOf = (id: string): string[] => {
    const names: string[] = [];
    // Three levels at most; the bound also stops a broken parent chain from looping.
    for (let c = byId.get(id); c && names.length <= categories.length; c = c.parentId ? byId.get(c.parentId) : undefined) names.unshift(c.nameEn);
    return names;
  };
  const categoryPathById = new Map(categories.map((c) => [c.id, pathOf(c.id)]));
  return {
    categoryIdByPath: new Map([...categoryPathById].map(([id, names]) => [pathKey(names), id])),
    categoryPathById,
    brandIdByName: new Map(brands.map((b) => [nameKey(b.nameEn), b.id])),
    brandNameById: new Map(brands.map((b) => [b.id, b.nameEn])),
    googleCategoryIdByName: new Map(googleCategories.map((g) => [nameKey(g.name), g.id])),
    googleCategoryNameById: new Map(googleCategories.map((g) => [g.id, g.name])),
    specNameIdByName: new Map(specNames.map((s) => [nameKey(s.nameEn), s.id])),
  };
}
