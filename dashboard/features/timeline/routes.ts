import { IconTimeline } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

const TIMELINE_PATH = '/manage/timeline';

/** The timeline: one screen where posts are written, listed, edited, made public or private. */
export const timelineFeature: Feature = {
  module: 'manage',
  routes: [{ path: TIMELINE_PATH, title: 'menu.timeline', load: () => import('./timeline-page.tsx') }],
  menu: [{ label: 'menu.timeline', path: TIMELINE_PATH, icon: IconTimeline, access: { kind: 'module', module: 'manage' }, section: 'content' }],
};
