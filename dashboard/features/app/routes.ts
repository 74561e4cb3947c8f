import { IconBell, IconDeviceMobile } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { APP_PATHS as P } from './paths.ts';

/** The merchant's mobile app: sliders, highlight settings and push messages. */
export const appFeature: Feature = {
  module: 'app',
  routes: [
    { path: P.management, title: 'menu.appManagement', load: () => import('./app-management-page.tsx') },
    { path: P.addSlider, title: 'app.slider.add', level: 'edit', load: () => import('./slider-form-page.tsx') },
    { path: P.editSlider('{id}'), title: 'app.slider.edit', load: () => import('./slider-form-page.tsx') },
    { path: P.pushMessage, title: 'menu.pushMessage', load: () => import('./push-message-page.tsx') },
  ],
  menu: [
    { label: 'menu.appManagement', path: P.management, icon: IconDeviceMobile, access: { kind: 'module', module: 'app' }, section: 'marketing' },
    { label: 'menu.pushMessage', path: P.pushMessage, icon: IconBell, access: { kind: 'module', module: 'app' }, section: 'marketing' },
  ],
};
