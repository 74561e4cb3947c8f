/**
 * The programme's privileges: offers the platform makes to every SME member, defined here (a
 * release changes them; docs/sme.md). Their words are in the locale files under sme.privileges.
 */
export const SME_PRIVILEGES = ['directory_listing', 'request_quota', 'certificate_showcase', 'partner_events', 'priority_support'] as const;
