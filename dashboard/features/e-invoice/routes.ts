import { IconFileInvoice, IconReceiptTax } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const E_INVOICE_PROFILES_PATH = '/e-invoice-customer-profile';
export const E_INVOICE_REQUESTS_PATH = '/e-invoice-customer-request';

/** E-invoice (MyInvois) customer profiles and requests: routes.json names no module (area misc); the rules guard them with Manage. */
export const eInvoiceFeature: Feature = {
  module: 'manage',
  routes: [
    { path: E_INVOICE_PROFILES_PATH, title: 'menu.eInvoiceProfiles', load: () => import('./profiles-page.tsx') },
    { path: E_INVOICE_REQUESTS_PATH, title: 'menu.eInvoiceRequests', load: () => import('./requests-page.tsx') },
  ],
  menu: [
    { label: 'menu.eInvoiceProfiles', path: E_INVOICE_PROFILES_PATH, icon: IconFileInvoice, access: { kind: 'module', module: 'manage' }, section: 'tools' },
    { label: 'menu.eInvoiceRequests', path: E_INVOICE_REQUESTS_PATH, icon: IconReceiptTax, access: { kind: 'module', module: 'manage' }, section: 'tools' },
  ],
};
