export const PORTAL_ADS_PATHS = {
  list: '/portal-keywords-ads-list',
  detail: (id: string) => `/portal-keywords-ads-details/${id}`,
} as const;
