import { IconBackground } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const BG_REMOVER_PATH = '/tools/bg-remover';

/** The background remover: up to 20 images cut out by a job running a model on the server. Starting a batch is its only act, so it needs edit. */
export const bgRemoverFeature: Feature = {
  module: 'background_remover',
  routes: [{ path: BG_REMOVER_PATH, title: 'menu.bgRemover', level: 'edit', load: () => import('./bg-remover-page.tsx') }],
  menu: [{ label: 'menu.bgRemover', path: BG_REMOVER_PATH, icon: IconBackground, access: { kind: 'module', module: 'background_remover', level: 'edit' }, section: 'tools' }],
};
