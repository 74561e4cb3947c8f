import { IconShieldLock } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const EMAIL_PROTECTION_PATH = '/tools/advanced-email-protection';

/** Advanced e-mail protection: the website domain's SPF, DKIM and DMARC records as looked up, read-only. */
export const emailProtectionFeature: Feature = {
  module: 'tools',
  routes: [{ path: EMAIL_PROTECTION_PATH, title: 'menu.advancedEmailProtection', load: () => import('./email-protection-screen.tsx') }],
  menu: [{ label: 'menu.advancedEmailProtection', path: EMAIL_PROTECTION_PATH, icon: IconShieldLock, access: { kind: 'module', module: 'tools' }, section: 'tools' }],
};
