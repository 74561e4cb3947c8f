import { IconListSearch, IconTargetArrow } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { KEYWORD_TOOL_PATHS as P } from './paths.ts';

/** Keyword monitoring campaigns (their own module) and the keyword planner (one of the Tools). */
export const keywordMonitoringFeature: Feature = {
  module: 'keyword_monitoring',
  routes: [
    { path: P.monitoring, title: 'menu.keywordMonitoring', load: () => import('./campaign-list-screen.tsx') },
    { path: P.planner, title: 'menu.keywordPlanner', module: 'tools', load: () => import('./keyword-planner-screen.tsx') },
  ],
  menu: [
    { label: 'menu.keywordMonitoring', path: P.monitoring, icon: IconTargetArrow, access: { kind: 'module', module: 'keyword_monitoring' }, section: 'tools' },
    { label: 'menu.keywordPlanner', path: P.planner, icon: IconListSearch, access: { kind: 'module', module: 'tools' }, section: 'tools' },
  ],
};
