export const POS_VENDOR_PATHS = {
  list: '/pos-vendors-list',
  vendor: (merchantId: string) => `/pos-vendor/${merchantId}`,
} as const;
