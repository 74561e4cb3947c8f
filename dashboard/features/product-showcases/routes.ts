import { IconPresentation } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const PATH = '/profile/product-showcases';

/** The product showcase slots the merchant bought: their states, products, on and off (module profile_setting). */
export const productShowcasesFeature: Feature = {
  module: 'profile_setting',
  routes: [{ path: PATH, title: 'showcases.title', load: () => import('./product-showcases-page.tsx') }],
  menu: [{ label: 'menu.productShowcases', path: PATH, icon: IconPresentation, access: { kind: 'module', module: 'profile_setting' }, section: 'settings' }],
};
