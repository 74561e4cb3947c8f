import { IconTargetArrow } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const AI_POSITIONING_PATH = '/positioning';

/** AI positioning: the AI product's module (manage). */
export const aiPositioningFeature: Feature = {
  module: 'manage',
  routes: [{ path: AI_POSITIONING_PATH, title: 'menu.aiPositioning', load: () => import('./positioning-page.tsx') }],
  menu: [{ label: 'menu.aiPositioning', path: AI_POSITIONING_PATH, icon: IconTargetArrow, access: { kind: 'module', module: 'manage' }, section: 'tools' }],
};
