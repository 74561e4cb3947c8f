import type { Feature } from '../../app/feature.ts';

const redeemPage = () => import('./redeem-page.tsx');

/** Single-use sign-in links (docs/access-links.md): opening one, quick access, and the scan-and-secure QR code. */
export const accessLinksFeature: Feature = {
  routes: [
    { path: '/authlogin', title: 'accessLinks.title.authLogin', load: redeemPage },
    { path: '/authorize', title: 'accessLinks.title.authorize', load: redeemPage },
    // The old back office's address, kept for links made for it: the master admin's only.
    { path: '/old-nms/authlogin', title: 'accessLinks.title.oldNms', load: redeemPage },
    { path: '/quick-access/redirect/{redirect_path}', title: 'accessLinks.title.quickAccess', load: () => import('./quick-access-page.tsx'), openWhenSignedIn: true },
    { path: '/scan-and-secure-login', title: 'accessLinks.title.scan', load: () => import('./scan-page.tsx') },
  ],
  menu: [],
};
