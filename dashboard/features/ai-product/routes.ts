import { IconWand } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const AI_PRODUCT_PATH = '/ai-product';

/** AI product descriptions: the catalogue's descriptions, so the catalogue's module (manage). */
export const aiProductFeature: Feature = {
  module: 'manage',
  routes: [{ path: AI_PRODUCT_PATH, title: 'menu.aiProduct', load: () => import('./ai-product-page.tsx') }],
  menu: [{ label: 'menu.aiProduct', path: AI_PRODUCT_PATH, icon: IconWand, access: { kind: 'module', module: 'manage' }, section: 'catalogue' }],
};
