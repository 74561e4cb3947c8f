/**
 * The product line's own name, as `{product}` in the report routes (/report/{product}-enquiry):
 * the merchant's app, beside the website. The one place it is spelt; a module of its own because
 * the dashboard's router reads it on every first visit.
 */
export const PRODUCT_LINE = 'app';
