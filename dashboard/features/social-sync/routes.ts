import { IconBrandFacebook, IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import type { Feature } from '../../app/feature.ts';
import { SOCIAL_PATHS as P } from './paths.ts';

/** Social sync: Facebook pages (facebook_sync), Instagram accounts (instagram_sync), and TikTok, which has no module of its own (every signed-in user); Facebook's and Instagram's sign-ins return to their own routes. */
export const socialSyncFeature: Feature = {
  routes: [
    { path: P.facebook, title: 'menu.facebookSync', module: 'facebook_sync', load: () => import('./facebook-sync-screen.tsx') },
    { path: P.instagram, title: 'menu.instagramSync', module: 'instagram_sync', load: () => import('./instagram-sync-screen.tsx') },
    { path: P.tiktok, title: 'menu.tiktokSync', load: () => import('./tiktok-sync-screen.tsx') },
    { path: P.facebookReturn, title: 'social.return.facebook', module: 'facebook_sync', level: 'edit', load: () => import('./facebook-connect-screen.tsx') },
    { path: P.instagramReturn, title: 'social.return.instagram', module: 'instagram_sync', level: 'edit', load: () => import('./instagram-redirect-screen.tsx') },
  ],
  menu: [
    { label: 'menu.facebookSync', path: P.facebook, icon: IconBrandFacebook, access: { kind: 'module', module: 'facebook_sync' }, section: 'marketing' },
    { label: 'menu.instagramSync', path: P.instagram, icon: IconBrandInstagram, access: { kind: 'module', module: 'instagram_sync' }, section: 'marketing' },
    { label: 'menu.tiktokSync', path: P.tiktok, icon: IconBrandTiktok, access: { kind: 'login' }, section: 'marketing' },
  ],
};
