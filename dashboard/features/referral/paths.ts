/** Where the referral screens are (routes.json, area referral_system); an {action_id} is a record's id, or 'new' to add one. */
export const REFERRAL_PATHS = {
  persons: '/referral/referral-list',
  person: (id: string) => `/referral/referral-info-edit/${id}`,
  groups: '/referral/referral-group',
  group: (id: string) => `/referral/referral-group-edit/${id}`,
  records: '/referral/records',
  performance: '/referral/performance',
  performanceDetail: (id: string) => `/referral/performance/${id}`,
  performanceReport: (id: string) => `/referral/performance-report/${id}`,
};
