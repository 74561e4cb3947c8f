/** The version shown in the product (platform.md section 1). */
export const APP_VERSION = '1.13.13';
export const PRODUCT_TITLE = 'Merchant System';
