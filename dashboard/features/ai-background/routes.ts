import type { Feature } from '../../app/feature.ts';
import { AI_BACKGROUND_PATHS as P } from './paths.ts';

/** The AI background tool, reached from the background remover's results: that module's (docs/ai.md). View shows the results; generating needs edit. */
export const aiBackgroundFeature: Feature = {
  module: 'background_remover',
  routes: [{ path: P.route, title: 'aiBackground.title', load: () => import('./ai-background-page.tsx') }],
  menu: [],
};
