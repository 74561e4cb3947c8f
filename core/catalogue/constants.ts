import { msg, term } from '../shared/messages.ts';
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

const field = (key: string) => term(`fields.${key}`);

/** The catalogue's messages (texts under messages.catalogue in the locale files). */
export const CATALOGUE_MESSAGES = {
  skuRequired: msg('catalogue.skuRequired'),
  skuTaken: msg('catalogue.skuTaken'),
  /** The SKUs of a product that other products already use. */
  skusTaken: (skus: readonly string[]) => msg('catalogue.skusTaken', { skus: skus.join(', ') }),
  skuRepeated: msg('catalogue.skuRepeated'),
  skuTooLong: tooLongMessage(field('sku'), L.skuMaxLength),
  /** docs/catalogue-files.md, "SKU": the characters a SKU may hold (SKU_PATTERN). */
  skuCharacters: msg('catalogue.skuCharacters'),
  /** A product that is not a product form at all (only an API call can send one). */
  productInvalid: msg('catalogue.productInvalid'),
  nameRequired: msg('catalogue.nameRequired'),
  nameMinLetters: msg('catalogue.nameMinLetters', { min: L.productNameMinLetters }),
  nameTooLong: tooLongMessage(field('productName'), L.nameMaxChars),
  detailRequired: msg('catalogue.detailRequired'),
  detailMinLetters: msg('catalogue.detailMinLetters', { min: L.productDetailMinLetters }),
  detailTooLong: tooLongMessage(field('productDescription'), L.detailMaxChars),
  categoryRequired: msg('catalogue.categoryRequired'),
  tooManyCategories: msg('catalogue.tooManyCategories', { max: L.maxCategories }),
  pictureRequired: msg('catalogue.pictureRequired'),
  tooManyImages: msg('catalogue.tooManyImages', { max: L.maxImages }),
  pictureLinkInvalid: msg('catalogue.pictureLinkInvalid'),
  pictureLinkTooLong: tooLongMessage(field('pictureLink'), L.linkMaxChars),
  pictureOneSource: msg('catalogue.pictureOneSource'),
  tooManyVideos: msg('catalogue.tooManyVideos', { max: L.maxVideos }),
  tooManyFiles: msg('catalogue.tooManyFiles', { max: L.maxFiles }),
  fileNameRequired: msg('catalogue.fileNameRequired'),
  fileNameTooLong: tooLongMessage(field('fileName'), L.fileNameMaxChars),
  tagEmpty: msg('catalogue.tagEmpty'),
  tagSame: msg('catalogue.tagSame'),
  /** The spec's wording for a tag limit ("Please note that you can only select up to {max} tags."). */
  tooManyTags: msg('catalogue.tooManyTags', { max: L.maxTags }),
  tagTooLong: tooLongMessage(field('tagName'), L.tagMaxChars),
  specNameRequired: msg('catalogue.specNameRequired'),
  specNameTooLong: tooLongMessage(field('specName'), L.specNameMaxChars),
  specDetailRequired: msg('catalogue.specDetailRequired'),
  specDetailTooLong: tooLongMessage(field('specDetail'), L.specDetailMaxChars),
  tooManySpecs: msg('catalogue.tooManySpecs', { max: L.maxSpecs }),
  variantNameRequired: msg('catalogue.variantNameRequired'),
  variantNameTooLong: tooLongMessage(field('variantName'), L.variantNameMaxChars),
  variantNameSame: msg('catalogue.variantNameSame'),
  tooManyVariants: msg('catalogue.tooManyVariants', { max: L.maxVariants }),
  optionNameRequired: msg('catalogue.optionNameRequired'),
  optionNameTooLong: tooLongMessage(field('optionName'), L.optionNameMaxChars),
  optionNameSame: msg('catalogue.optionNameSame'),
  optionRequired: msg('catalogue.optionRequired'),
  tooManyOptions: msg('catalogue.tooManyOptions', { max: L.maxOptionsPerVariant }),
  priceRequired: msg('catalogue.priceRequired'),
  /** One message for every way a price of a promotion's form can be wrong (the product form tells them apart). */
  priceInvalid: msg('catalogue.priceInvalid'),
  /** Likewise for a promotion's stock. */
  stockInvalid: msg('catalogue.stockInvalid'),
  discountAbovePrice: msg('catalogue.discountAbovePrice'),
  /** Stock: a whole number from 0 to maxStock, each way it can be wrong told apart (never changed to 0). */
  stockNotWhole: msg('shared.notWhole', { field: field('stock') }),
  stockNegative: msg('shared.negative', { field: field('stock') }),
  stockTooHigh: msg('shared.atMost', { field: field('stock'), max: L.maxStock }),
  wholesaleNotAllowed: msg('catalogue.wholesaleNotAllowed'),
  wholesaleOrder: msg('catalogue.wholesaleOrder'),
  wholesalePrice: msg('catalogue.wholesalePrice'),
  tooManyWholesaleTiers: msg('catalogue.tooManyWholesaleTiers', { max: L.maxWholesaleTiers }),
  /** A switch of the form (unlimited stock, pre-order, a logistic, free shipping, ...). */
  onOrOff: (switchName: string) => msg('catalogue.onOrOff', { field: field(switchName) }),
  weightInvalid: msg('catalogue.weightInvalid', { max: L.maxWeightGrams / 1000 }),
  weightUnitInvalid: msg('catalogue.weightUnitInvalid'),
  sizeInvalid: (dimension: 'length' | 'width' | 'height') => msg(`catalogue.${dimension}Invalid`, { max: L.maxSizeMm / 10 }),
  conditionInvalid: msg('catalogue.conditionInvalid'),
  visibilityInvalid: msg('catalogue.visibilityInvalid'),
  sortInvalid: msg('catalogue.sortInvalid', { max: L.maxSort }),
  logisticRequired: msg('catalogue.logisticRequired'),
  logisticRepeated: msg('catalogue.logisticRepeated'),
  logisticUnknown: msg('catalogue.logisticUnknown'),
  selectionNeedsOption: msg('catalogue.optionRequired'),
  requestTitleRequired: msg('catalogue.requestTitleRequired'),
  requestTitleTooLong: tooLongMessage(field('requestTitle'), L.requestTitleMaxChars),
  requestTypeInvalid: msg('catalogue.requestTypeInvalid'),
  choiceEmpty: msg('catalogue.choiceEmpty'),
  choiceTooLong: tooLongMessage(field('choice'), L.requestChoiceMaxChars),
  tooManyChoices: msg('catalogue.tooManyChoices', { max: L.maxRequestChoices }),
  tooManySpecialRequests: msg('catalogue.tooManySpecialRequests', { max: L.maxSpecialRequests }),
  preOrderDays: msg('catalogue.preOrderDays', { min: L.preOrderMinDays, max: L.preOrderMaxDays }),
  youtubeInvalid: msg('catalogue.youtubeInvalid'),
  fileTooLarge: msg('catalogue.fileTooLarge'),
  inUse: (name: string) => msg('catalogue.inUse', { name }),
  nameEmpty: msg('catalogue.nameEmpty'),
  nameSame: msg('catalogue.nameSame'),
  categoryTooDeep: msg('catalogue.categoryTooDeep'),
  categoryCycle: msg('catalogue.categoryCycle'),
  /** A referenced record that is not this merchant's (or no longer exists). */
  categoryUnknown: msg('catalogue.categoryUnknown'),
  parentUnknown: msg('catalogue.parentUnknown'),
  brandUnknown: msg('catalogue.brandUnknown'),
  googleCategoryUnknown: msg('catalogue.googleCategoryUnknown'),
  specNameUnknown: msg('catalogue.specNameUnknown'),
  pictureUnknown: msg('catalogue.pictureUnknown'),
  fileUnknown: msg('catalogue.fileUnknown'),
  /** Quick edit and mass update, by SKU. */
  skuNotFound: msg('catalogue.skuNotFound'),
  variantSaleFields: msg('catalogue.variantSaleFields'),
  variantNoDiscount: msg('catalogue.variantNoDiscount'),
  /** Spec §5: "price not editable during a promotion"; the wording is ours. */
  priceLocked: (campaign: string) => msg('catalogue.priceLocked', { campaign }),
  photosRequired: msg('catalogue.pictureRequired'),
  tooManyPhotos: msg('catalogue.tooManyImages', { max: L.addMultipleMaxPhotos }),
  massUpdateXlsx: msg('catalogue.massUpdateXlsx'),
} as const;
