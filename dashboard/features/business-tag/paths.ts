/** Where the business tag screens are (routes.json, area business_tag); {id} is a card's record id. */
export const BUSINESS_TAG_PATHS = {
  list: '/business-tag',
  requests: '/business-tag/add-card-status',
  report: (id: string) => `/business-tag/report/${id}`,
};
