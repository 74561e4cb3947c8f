/** The SME programme's screens (routes.json). */
export const SME_PATHS = {
  setup: '/sme/setup',
  list: '/sme/sme_list',
  company: (id: string) => `/sme/company-detail/${id}`,
  requests: '/sme/request-histories',
  certificates: '/sme/certificate',
  privileges: '/sme/privilege',
  connection: (id: string) => `/sme/sme-company-details/${id}`,
} as const;
