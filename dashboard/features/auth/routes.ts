import type { Feature } from '../../app/feature.ts';

export const authFeature: Feature = {
  routes: [
    { path: '/login', title: 'login.title', load: () => import('./login-page.tsx') },
    { path: '/otp', title: 'otp.title', load: () => import('./otp-page.tsx') },
    { path: '/reset-password', title: 'reset.requestTitle', load: () => import('./reset-request-page.tsx') },
    { path: '/reset/{id}/merchant-reset-password', title: 'reset.title', load: () => import('./reset-password-page.tsx') },
    { path: '/logout', title: 'menu.signOut', load: () => import('./logout-page.tsx') },
    { path: '/change-password', title: 'changePassword.title', load: () => import('./change-password-page.tsx') },
  ],
  menu: [],
};
