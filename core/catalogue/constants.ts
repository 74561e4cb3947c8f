import { formatCount } from '../shared/numbers.ts';
import { tooLongMessage } from '../shared/text-fields.ts';

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
  /** Lengths, counts and ranges of the product form's fields: not shown in the spec. */
  nameMaxChars: 255,
  detailMaxChars: 20_000,
  shortDescriptionMaxChars: 500,
  inTheBoxMaxChars: 1000,
  maxCategories: 20,
  tagMaxChars: 50,
  specNameMaxChars: 150,
  specDetailMaxChars: 1000,
  linkMaxChars: 1000,
  fileNameMaxChars: 200,
  variantNameMaxChars: 100,
  optionNameMaxChars: 100,
  requestTitleMaxChars: 150,
  requestChoiceMaxChars: 150,
  maxRequestChoices: 30,
  maxStock: 100_000_000,
  maxWeightGrams: 10_000_000,
  maxSizeMm: 100_000,
  maxSort: 1_000_000,
} as const;
const L = CATALOGUE_LIMITS;

/** Where a product can be delivered by; each can be enabled, with free shipping, per product. */
export const LOGISTICS = ['delivery', 'self_pickup'] as const;
export type TLogistic = (typeof LOGISTICS)[number];

/** How a new product ships, as the form starts it: by delivery (no free shipping), not by self pick-up. */
export const newProductLogistics = (): { logistic: TLogistic; enabled: boolean; freeShipping: boolean }[] =>
  LOGISTICS.map((logistic) => ({ logistic, enabled: logistic === 'delivery', freeShipping: false }));

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
  skuTooLong: tooLongMessage('SKU', L.skuMaxLength),
  skuSpaces: 'SKU cannot contain spaces.',
  /** A product that is not a product form at all (only an API call can send one). */
  productInvalid: 'Please fill in the product form.',
  nameRequired: 'Product name is required.',
  nameMinLetters: `Product name must have at least ${CATALOGUE_LIMITS.productNameMinLetters} letters.`,
  nameTooLong: tooLongMessage('Product name', L.nameMaxChars),
  detailRequired: 'Product description is required.',
  detailMinLetters: `Product description must have at least ${CATALOGUE_LIMITS.productDetailMinLetters} letters.`,
  detailTooLong: tooLongMessage('Product description', L.detailMaxChars),
  categoryRequired: 'Please select at least one category.',
  tooManyCategories: `A product can be in at most ${L.maxCategories} categories.`,
  pictureRequired: 'Please add at least one photo.',
  tooManyImages: `You can only upload a maximum of ${CATALOGUE_LIMITS.maxImages} photos.`,
  pictureLinkInvalid: 'Please enter a valid picture link, starting with https://.',
  pictureLinkTooLong: tooLongMessage('A picture link', L.linkMaxChars),
  pictureOneSource: 'A picture is either an upload or a link.',
  tooManyVideos: `You can add at most ${L.maxVideos} videos.`,
  tooManyFiles: `You can add at most ${L.maxFiles} files.`,
  fileNameRequired: 'File name is required.',
  fileNameTooLong: tooLongMessage('File name', L.fileNameMaxChars),
  tagEmpty: 'Tag name cannot be empty',
  tagSame: 'Tag name cannot be same',
  /** The spec's wording for a tag limit ("Please note that you can only select up to {max} tags."). */
  tooManyTags: `Please note that you can only select up to ${CATALOGUE_LIMITS.maxTags} tags.`,
  tagTooLong: tooLongMessage('Tag name', L.tagMaxChars),
  specNameRequired: 'Specification name is required.',
  specNameTooLong: tooLongMessage('Specification name', L.specNameMaxChars),
  specDetailRequired: 'Specification detail is required.',
  specDetailTooLong: tooLongMessage('Specification detail', L.specDetailMaxChars),
  tooManySpecs: `A product can have at most ${L.maxSpecs} specifications.`,
  variantNameRequired: 'Variant name is required.',
  variantNameTooLong: tooLongMessage('Variant name', L.variantNameMaxChars),
  variantNameSame: 'Variant name cannot be same',
  tooManyVariants: `A product can have at most ${L.maxVariants} variants.`,
  optionNameRequired: 'Option name is required.',
  optionNameTooLong: tooLongMessage('Option name', L.optionNameMaxChars),
  optionNameSame: 'Option name cannot be same',
  optionRequired: 'Please add at least one option.',
  tooManyOptions: `A variant can have at most ${L.maxOptionsPerVariant} options.`,
  priceRequired: 'Price is required.',
  priceInvalid: 'Please enter a valid price.',
  discountAbovePrice: 'The discounted price must be lower than the price.',
  stockInvalid: 'Stock must be a whole number, 0 or more.',
  wholesaleNotAllowed: 'Wholesale prices need every option to have the same price above RM 0.00.',
  wholesaleOrder: 'Wholesale tiers must start above 1, not overlap, and go up in quantity.',
  wholesalePrice: 'A wholesale price must be above RM 0.00 and below the normal price.',
  tooManyWholesaleTiers: `A product can have at most ${L.maxWholesaleTiers} wholesale prices.`,
  /** A switch of the form (unlimited stock, pre-order, a logistic, free shipping, ...). */
  onOrOff: (what: string) => `${what} is either on or off.`,
  weightInvalid: `Please enter a valid weight, at most ${formatCount(L.maxWeightGrams / 1000)} kg.`,
  weightUnitInvalid: 'Weight unit is g or kg.',
  sizeInvalid: (what: string) => `Please enter a valid ${what}, at most ${formatCount(L.maxSizeMm / 10)} cm.`,
  conditionInvalid: 'Condition is new or used.',
  visibilityInvalid: 'Visibility is public or hidden.',
  sortInvalid: `Sort must be a whole number from 0 to ${formatCount(L.maxSort)}.`,
  logisticRequired: 'Please enable at least 1 logistic',
  logisticRepeated: 'Each logistic can be set only once.',
  logisticUnknown: `A logistic is ${LOGISTICS.join(' or ')}.`,
  selectionNeedsOption: 'Please add at least one option.',
  requestTitleRequired: 'Special request title is required.',
  requestTitleTooLong: tooLongMessage('Special request title', L.requestTitleMaxChars),
  requestTypeInvalid: `A special request's type is one of ${SPECIAL_REQUEST_TYPES.join(', ')}.`,
  choiceEmpty: 'A choice cannot be empty.',
  choiceTooLong: tooLongMessage('A choice', L.requestChoiceMaxChars),
  tooManyChoices: `A special request can have at most ${L.maxRequestChoices} choices.`,
  tooManySpecialRequests: `A product can have at most ${L.maxSpecialRequests} special requests.`,
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
