import type { Feature } from '../../app/feature.ts';

export const authFeature: Feature = {
  routes: [
    { path: '/login', load: () => import('./login-page.tsx') },
    { path: '/otp', load: () => import('./otp-page.tsx') },
    { path: '/reset-password', load: () => import('./reset-request-page.tsx') },
    { path: '/reset/{id}/merchant-reset-password', load: () => import('./reset-password-page.tsx') },
    { path: '/logout', load: () => import('./logout-page.tsx') },
    { path: '/change-password', load: () => import('./change-password-page.tsx') },
  ],
  menu: [],
};
