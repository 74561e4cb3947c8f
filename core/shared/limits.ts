/**
 * The product's hard limits in one place: what a file may hold before any reader allocates for
 * it, and the largest amount of money any field may carry. Each is generous for a real merchant
 * and small enough that the machine survives a hostile one; docs/catalogue-files.md and
 * docs/members-import.md say what they are.
 */

/** What any uploaded file may hold, checked by its reader before it allocates. */
export const FILE_LIMITS = {
  /** Pictures: width times height of the decoded image (sharp refuses larger before decoding). */
  picturePixels: 50_000_000,
  // Spreadsheets (CSV and XLSX; core/sheets). Excel's own limits are the yardstick: any file
  // Excel can save passes those that copy them, and the rest are far above what a product file
  // (about 45 columns), a member file (4) or a shipping file holds.
  /** Rows of a file, the header and blank rows included: Excel's own maximum. */
  rows: 1_048_576,
  /** Columns a row may fill: over twenty times a product file's, room for any export from another system (Excel allows 16,384, far more than any import reads). */
  columns: 1_000,
  /** Cells one row of a workbook may list, empty ones (kept for their formatting) included: Excel's 16,384 columns, one cell each. */
  cellsPerRow: 16_384,
  /** Characters in one cell: Excel's own maximum (a product description may have 20,000). */
  cellChars: 32_767,
  /** Characters in one row: a product row with every text at its longest has about 100,000. */
  rowChars: 1_048_576,
  /** Entries of a workbook's zip: one with many sheets and pictures has a few hundred. */
  zipEntries: 10_000,
  /** A workbook's parts uncompressed, all together: Excel's 1,048,576 rows by 45 columns are about 2 GB of sheet XML. */
  zipBytes: 2 * 1024 ** 3,
  /**
   * How many times its compressed size a part may inflate to, from this size on: sheet XML
   * compresses 9 to 15 times, a row repeated without its number (a deflate bomb) 400 to 1,000
   * times. Smaller parts cost little whatever their ratio (a bloated styles part of thousands of
   * identical formats compresses hundreds of times).
   */
  zipRatio: 100,
  zipRatioFromBytes: 16 * 1024 * 1024,
  /** A part the reader holds whole (shared strings, styles, the workbook and its relationships), uncompressed: the shared strings of a catalogue of 100,000 products fit. */
  partBytes: 64 * 1024 * 1024,
  /** Shared strings (the distinct texts of a workbook), about 60 bytes of memory each beside their text. */
  sharedStrings: 1_000_000,
  /** Cell formats of the styles part: Excel's own maximum is 64,000. */
  cellFormats: 65_536,
  /** Characters of XML between two pieces of markup (a cell's text with every character escaped, seven to ten times its length, fits). */
  xmlRunChars: 1_048_576,
} as const;

/**
 * The largest amount each money field takes, in sen. A small Malaysian shop sells single items
 * (a used car, a renovation package) well under RM 1,000,000.00, and a whole order (a wholesale
 * lot, a year's supply contract) well under RM 100,000,000.00; anything above is a typo or an
 * attack. Orders and what adds up from them are 64-bit columns (core/db/bigint.ts) because the
 * largest order is above PostgreSQL's 32-bit integer (RM 21,474,836.47); every other money column
 * stays 32-bit, so its maximum stays below that. Every value stays far below 2^53, where plain
 * JavaScript numbers stop being exact. docs/pricing.md says how checkout applies them.
 */
export const MONEY_LIMITS = {
  /** One unit's price: a product, an option, a wholesale tier, a discount campaign or add-on price, a mix-and-match set and a pick's additional price. RM 1,000,000.00. */
  priceSen: 100_000_000,
  /** A shipping rate or fee (each order, one time, per kg, first and next weight, weight range, per item and its cap), an additional charge's fixed amount, and a quoted shipping fee. RM 100,000.00: a lorry across the country costs a fraction of it. */
  chargeSen: 10_000_000,
  /** A voucher's (or birthday voucher's) fixed amount, its cap and its minimum cart. RM 1,000,000.00: as much as one unit can cost. */
  voucherSen: 100_000_000,
  /** What an order's amount is compared with: the minimum order, the free-shipping offer, a charge's or a one-time fee's subtotal threshold, a loyalty amount goal. RM 10,000,000.00: a tenth of the largest order, and a 32-bit column holds it. */
  thresholdSen: 1_000_000_000,
  /** One order: each line, the subtotal and the total (checkout refuses more), and a payment recorded against it. RM 100,000,000.00. */
  orderSen: 10_000_000_000,
  /** What 1000 loyalty points are worth when spent. RM 1,000.00, one ringgit a point (the default is RM 10.00). */
  thousandPointsSen: 100_000,
} as const;
