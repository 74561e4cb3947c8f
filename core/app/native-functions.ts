/**
 * platform.md section 3 "Slider and push message": what a slider may open in the merchant's app.
 * custom_url opens the slider's url; every other value is one of the app's native functions: with
 * custom_url, the spec's 19 options (ml_1 to ml_4, the four More Layouts, count as one). Their labels are locale texts: app.nativeFunctions.<value>.
 */
export const CUSTOM_URL = 'custom_url';

export const NATIVE_FUNCTIONS = [
  'tl_1', // Timeline
  'll_1', // Locate Us
  'ml_1', // More Layouts 1
  'ml_2', // More Layouts 2
  'ml_3', // More Layouts 3
  'ml_4', // More Layouts 4
  'nl_1', // Notification
  'sl_1', // Search
  'rsl_1', // Recent Search
  'ril_1', // Recent Inquiry
  'more_func', // Share Function
  'ln_1', // Latest News
  'sc_1', // Shake Campaign
  'cu_1', // Contact Us
  'pg_1', // Photo Gallery
  'ln_2', // Latest News (2)
  'dlogin_1', // CRM Login
  'as_1', // All Services
  'dl_1', // Download List
  'cl_1', // Career List
  'vl_1', // Video List
] as const;

/** Every value a slider's nativeFunction may hold, custom_url first (the form's default). */
export const SLIDER_TARGETS = [CUSTOM_URL, ...NATIVE_FUNCTIONS] as const;
export type SliderTarget = (typeof SLIDER_TARGETS)[number];
