import { msg } from '../../shared/messages.ts';
import { SHEET_MESSAGES } from '../../sheets/sheet-messages.ts';
import { CATALOGUE_MESSAGES as M } from '../constants.ts';

/** What imports and mass updates say about a file, a row or a cell. */
export const BULK_MESSAGES = {
  emptyFile: msg('bulk.emptyFile'),
  noRows: msg('bulk.noRows'),
  ...SHEET_MESSAGES,
  columnsTogether: (headers: readonly string[]) => msg('bulk.columnsTogether', { columns: headers.join(', ') }),
  skuRequired: M.skuRequired,
  notConsecutive: (sku: string, row: number) => msg('bulk.notConsecutive', { sku, row }),
  repeatOnFirstRow: msg('bulk.repeatOnFirstRow'),
  rowWithoutOption: msg('bulk.rowWithoutOption'),
  extraRow: msg('bulk.extraRow'),
  categoryNotFound: (path: string) => msg('bulk.categoryNotFound', { path }),
  brandNotFound: (name: string) => msg('bulk.brandNotFound', { name }),
  googleCategoryNotFound: (name: string) => msg('bulk.googleCategoryNotFound', { name }),
  pictureNotFound: (ref: string) => msg('bulk.pictureNotFound', { ref }),
  fileNotFound: (ref: string) => msg('bulk.fileNotFound', { ref }),
  /** A Stock cell that is neither a number nor 'unlimited' (a number is judged by the form's schema). */
  stockInvalid: msg('bulk.stockInvalid'),
  valueNotAccepted: msg('bulk.valueNotAccepted'),
  wholeNumber: msg('bulk.wholeNumber'),
  centimetres: msg('bulk.centimetres'),
  weight: msg('bulk.weight'),
  weightUnit: M.weightUnitInvalid,
  condition: M.conditionInvalid,
  visibility: M.visibilityInvalid,
  variantStock: msg('bulk.variantStock'),
  variantPrice: msg('bulk.variantPrice'),
  specEntry: msg('bulk.specEntry'),
  specsBeyondEnglish: msg('bulk.specsBeyondEnglish'),
  fileEntry: msg('bulk.fileEntry'),
  wholesaleEntry: msg('bulk.wholesaleEntry'),
  requestEntry: msg('bulk.requestEntry'),
  logisticEntry: msg('bulk.logisticEntry'),
  productExists: (sku: string) => msg('bulk.productExists', { sku }),
  productMissing: (sku: string) => msg('bulk.productMissing', { sku }),
  skuTaken: (sku: string) => msg('bulk.skuTaken', { sku }),
  skuInFile: (sku: string, row: number) => msg('bulk.skuInFile', { sku, row }),
  /** The discounted price column of a mass update also takes 'none' (no discounted price). */
  discountNone: msg('bulk.discountNone'),
} as const;
