import { IconBulb } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { AI_SUGGESTION_PATHS as P } from './paths.ts';

/** AI suggestions for the shop: the AI product's module (manage). */
export const aiSuggestionFeature: Feature = {
  module: 'manage',
  routes: [
    { path: P.list, title: 'menu.aiSuggestions', load: () => import('./suggestions-page.tsx') },
    { path: P.detail('{id}'), title: 'aiSuggestion.detailTitle', load: () => import('./suggestion-page.tsx') },
  ],
  menu: [{ label: 'menu.aiSuggestions', path: P.list, icon: IconBulb, access: { kind: 'module', module: 'manage' }, section: 'tools' }],
};
