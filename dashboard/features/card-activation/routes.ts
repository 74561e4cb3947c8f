import { IconCreditCard, IconKey } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';

export const CARD_PATHS = { cards: '/mantap', activate: '/mantap-card' } as const;

/** Card activation (Mantap): login-only routes with no module, open to every signed-in user of the merchant. */
export const cardActivationFeature: Feature = {
  routes: [
    { path: CARD_PATHS.cards, title: 'menu.cards', load: () => import('./cards-page.tsx') },
    { path: CARD_PATHS.activate, title: 'menu.cardActivate', load: () => import('./activate-page.tsx') },
  ],
  menu: [
    { label: 'menu.cards', path: CARD_PATHS.cards, icon: IconCreditCard, access: { kind: 'login' }, section: 'tools' },
    { label: 'menu.cardActivate', path: CARD_PATHS.activate, icon: IconKey, access: { kind: 'login' }, section: 'tools' },
  ],
};
