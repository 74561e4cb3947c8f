/** The product form's tabs, and where each field's message shows. */
export const PRODUCT_TABS = ['basic', 'organise', 'media', 'pricing', 'variants', 'shipping', 'more'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

const TAB_OF_FIELD: Record<string, ProductTab> = {
  categoryIds: 'organise',
  tags: 'organise',
  brandId: 'organise',
  googleCategoryId: 'organise',
  specs: 'organise',
  images: 'media',
  videos: 'media',
  files: 'media',
  priceSen: 'pricing',
  discountedPriceSen: 'pricing',
  stockUnlimited: 'pricing',
  stock: 'pricing',
  wholesaleTiers: 'pricing',
  variants: 'variants',
  weightGrams: 'shipping',
  weightUnit: 'shipping',
  lengthMm: 'shipping',
  widthMm: 'shipping',
  heightMm: 'shipping',
  logistics: 'shipping',
  preOrder: 'shipping',
  preOrderDays: 'shipping',
  specialRequests: 'more',
  condition: 'more',
  visibility: 'more',
  sort: 'more',
};

/** The tab of a field path ('variants.0.options.1.sku' is on the variants tab); names and texts are basic. */
export const tabOf = (path: string): ProductTab => TAB_OF_FIELD[path.split('.')[0]!] ?? 'basic';

/** The first tab, in tab order, holding one of these fields' messages. */
export function firstTabWithError(paths: string[]): ProductTab | null {
  const tabs = new Set(paths.map(tabOf));
  return PRODUCT_TABS.find((tab) => tabs.has(tab)) ?? null;
}
