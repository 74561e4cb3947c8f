/** Where the sales landing screens are (routes.json, area sales_landing); {id} is a sales person's id, or 'new' to add one. */
export const SALES_LANDING_PATHS = {
  list: '/profile/sales-landing-page',
  binding: '/profile/sales-landing-page-binding',
  details: (id: string) => `/profile/${id}/sales-landing-details`,
  customization: (id: string) => `/profile/${id}/sales-landing-customization`,
  report: (id: string) => `/profile/${id}/sales-landing-report`,
};
