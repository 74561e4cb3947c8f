/**
 * Catalogue limits. The spec gives some numbers; where it says "not shown" the value here is
 * ours, chosen for a small shop's catalogue and documented in docs/catalogue.md.
 */
export const CATALOGUE_LIMITS = {
  /** Not shown in the spec. */
  productNameMinLetters: 3,
  /** Not shown in the spec. */
  productDetailMinLetters: 10,
  /** "maximum tag count": not shown in the spec. */
  maxTags: 20,
  /** "maximum image count": not shown in the spec. */
  maxImages: 10,
  maxVideos: 5,
  maxFiles: 5,
  maxSpecs: 30,
  /** Variant dimensions per product and options per variant: not shown in the spec. */
  maxVariants: 2,
  maxOptionsPerVariant: 50,
  maxWholesaleTiers: 5,
  maxSpecialRequests: 10,
  /** Spec: pre-order ships in 7 to 30 business days. */
  preOrderMinDays: 7,
  preOrderMaxDays: 30,
  /** Spec: three category levels (main, sub, sub-sub). */
  categoryDepth: 3,
  /** Spec: product file 20 MB. */
  productFileBytes: 20 * 1024 * 1024,
  /** Spec: multiple photo upload, at most 20 per batch. */
  addMultipleMaxPhotos: 20,
  /** Spec: mass-update spreadsheet 5 MB, latest 30 files kept. */
  massUpdateBytes: 5 * 1024 * 1024,
  massUpdateFilesKept: 30,
  /** Import files (CSV or XLSX): not shown in the spec. */
  importBytes: 100 * 1024 * 1024,
  /** Product pictures are stored at most this wide or tall, with a thumbnail. Not shown in the spec. */
  imageMaxPixels: 1600,
  thumbnailPixels: 320,
  skuMaxLength: 64,
} as const;

/** Where a product can be delivered by; each can be enabled, with free shipping, per product. */
export const LOGISTICS = ['delivery', 'self_pickup'] as const;
export type TLogistic = (typeof LOGISTICS)[number];

export const SPECIAL_REQUEST_TYPES = ['checkbox', 'radio', 'select', 'textarea', 'text', 'date', 'time'] as const;
/** The types whose buyer picks from choices: they need at least one. */
export const SELECTION_REQUEST_TYPES: readonly string[] = ['checkbox', 'radio', 'select'];

export const PRODUCT_CONDITIONS = ['new', 'used'] as const;
export const VISIBILITIES = ['public', 'hidden'] as const;
export const WEIGHT_UNITS = ['g', 'kg'] as const;

/** Inventory action types and platforms (business-areas.md section 3). */
export const INVENTORY_ACTION = {
  merchantUpdate: 1,
  cancelledByMerchant: 2,
  apiUpdate: 3,
  withholding: 4,
  order: 5,
  orderCancelled: 6,
} as const;

export const INVENTORY_PLATFORM = {
  website: 1,
  mobile: 2,
  newstore: 3,
  nms: 4,
  app: 5,
  officialApi: 6,
  firstMarketplace: 7,
  secondMarketplace: 8,
  shortVideo: 9,
} as const;

export const CATALOGUE_MESSAGES = {
  skuRequired: 'SKU is required.',
  skuTaken: 'This SKU is already used by another product.',
  skuRepeated: 'The same SKU is used twice in this product.',
  nameRequired: 'Product name is required.',
  nameMinLetters: `Product name must have at least ${CATALOGUE_LIMITS.productNameMinLetters} letters.`,
  detailRequired: 'Product description is required.',
  detailMinLetters: `Product description must have at least ${CATALOGUE_LIMITS.productDetailMinLetters} letters.`,
  categoryRequired: 'Please select at least one category.',
  pictureRequired: 'Please add at least one photo.',
  tooManyImages: `You can only upload a maximum of ${CATALOGUE_LIMITS.maxImages} photos.`,
  tagEmpty: 'Tag name cannot be empty',
  tagSame: 'Tag name cannot be same',
  /** The spec's wording for a tag limit ("Please note that you can only select up to {max} tags."). */
  tooManyTags: `Please note that you can only select up to ${CATALOGUE_LIMITS.maxTags} tags.`,
  specNameRequired: 'Specification name is required.',
  specDetailRequired: 'Specification detail is required.',
  variantNameRequired: 'Variant name is required.',
  variantNameSame: 'Variant name cannot be same',
  optionNameRequired: 'Option name is required.',
  optionNameSame: 'Option name cannot be same',
  optionRequired: 'Please add at least one option.',
  priceRequired: 'Price is required.',
  priceInvalid: 'Please enter a valid price.',
  discountAbovePrice: 'The discounted price must be lower than the price.',
  stockInvalid: 'Stock must be a whole number, 0 or more.',
  wholesaleNotAllowed: 'Wholesale prices need every option to have the same price above RM 0.00.',
  wholesaleOrder: 'Wholesale tiers must start above 1, not overlap, and go up in quantity.',
  wholesalePrice: 'A wholesale price must be above RM 0.00 and below the normal price.',
  logisticRequired: 'Please enable at least 1 logistic',
  logisticRepeated: 'Each logistic can be set only once.',
  selectionNeedsOption: 'Please add at least one option.',
  requestTitleRequired: 'Special request title is required.',
  preOrderDays: `Pre-order days must be between ${CATALOGUE_LIMITS.preOrderMinDays} and ${CATALOGUE_LIMITS.preOrderMaxDays} business days.`,
  youtubeInvalid: 'Please enter a valid YouTube URL.',
  fileTooLarge: 'File size exceeded (20 MB).',
  inUse: (name: string) => `${name} is in use`,
  nameEmpty: 'Name cannot be empty',
  nameSame: 'Name cannot be same',
  categoryTooDeep: 'A category can be at most three levels deep.',
  categoryCycle: 'A category cannot be moved under itself.',
  /** A referenced record that is not this merchant's (or no longer exists). */
  categoryUnknown: 'Please choose a category from the list.',
  brandUnknown: 'Please choose a brand from the list.',
  googleCategoryUnknown: 'Please choose a Google category from the list.',
  specNameUnknown: 'Please choose a specification from the list.',
  pictureUnknown: 'Please upload the picture again.',
  fileUnknown: 'Please upload the file again.',
  /** Quick edit and mass update, by SKU. */
  skuNotFound: 'This SKU was not found.',
  variantSaleFields: 'This product has variants: change the price and stock of its options.',
  variantNoDiscount: 'A product with variants has no discounted price.',
  /** Spec §5: "price not editable during a promotion"; the wording is ours. */
  priceLocked: (campaign: string) => `Prices cannot be changed during the discount campaign "${campaign}".`,
  photosRequired: 'Please add at least one photo.',
  tooManyPhotos: `You can only upload a maximum of ${CATALOGUE_LIMITS.addMultipleMaxPhotos} photos.`,
} as const;
