import { IconFileInvoice } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const E_INVOICE_PROFILES_PATH = '/e-invoice-customer-profile';

/** E-invoice (MyInvois) customer profiles: routes.json names no module (area misc); the rules guard them with Manage. */
export const eInvoiceFeature: Feature = {
  module: 'manage',
  routes: [{ path: E_INVOICE_PROFILES_PATH, title: 'menu.eInvoiceProfiles', load: () => import('./profiles-page.tsx') }],
  menu: [{ label: 'menu.eInvoiceProfiles', path: E_INVOICE_PROFILES_PATH, icon: IconFileInvoice, access: { kind: 'module', module: 'manage' }, section: 'tools' }],
};
