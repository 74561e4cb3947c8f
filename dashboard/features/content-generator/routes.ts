import { IconSparkles } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { GENERATOR_PATHS as P } from './paths.ts';

/** The content generator: the website's FAQ, return and refund policy and why-choose-us items, written with AI credits or by hand. */
export const contentGeneratorFeature: Feature = {
  module: 'manage',
  routes: [
    { path: P.hub, title: 'menu.contentGenerator', load: () => import('./hub-page.tsx') },
    { path: P.faq, title: 'contentGenerator.faq.title', load: () => import('./faq-page.tsx') },
    { path: P.returnPolicy, title: 'contentGenerator.policy.title', load: () => import('./return-policy-page.tsx') },
    { path: P.whyChooseUs, title: 'contentGenerator.why.title', load: () => import('./why-choose-us-page.tsx') },
  ],
  menu: [{ label: 'menu.contentGenerator', path: P.hub, icon: IconSparkles, access: { kind: 'module', module: 'manage' }, section: 'content' }],
};
