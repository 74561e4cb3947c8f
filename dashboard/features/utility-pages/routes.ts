import type { Feature } from '../../app/feature.ts';
import { ICON_SET_PATHS } from './icon-sets.ts';

/** platform.md's login-only utilities with no module: the RFQ launcher and board, and the developer icon pages. */
export const utilityPagesFeature: Feature = {
  routes: [
    { path: '/rfq', title: 'rfq.launcher.title', load: () => import('./rfq-launcher.tsx') },
    { path: '/rfq-system', title: 'rfq.title', load: () => import('./rfq-board.tsx') },
    ...ICON_SET_PATHS.map((path) => ({ path, title: `devIcons.titles.${path.slice('/icons/'.length)}`, load: () => import('./icons-page.tsx') })),
  ],
  menu: [],
};
