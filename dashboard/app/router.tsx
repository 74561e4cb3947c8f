import { Center, Loader } from '@mantine/core';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { accessOf, toRouterPath, type RouteAccess } from './route-access.ts';
import { ROUTES } from './features.ts';
import { GuestOnly, RequireAdmin, RequireLogin } from './guards.tsx';
import { Root } from './root.tsx';
import { BarePage } from './layout/bare-page.tsx';

function routesOf(access: RouteAccess): RouteObject[] {
  return ROUTES.filter((r) => accessOf(r.path) === access).map((r) => ({
    path: toRouterPath(r.path),
    lazy: async () => ({ Component: (await r.load()).default }),
  }));
}

/**
 * The guard of platform.md section 4 as nested layouts: guest routes send a signed-in user
 * home; login routes send a signed-out user to /login (remembering the wanted path); admin
 * routes send anyone but the master admin to /dashboard; unknown paths go to /404.
 * /404 itself is shown to everyone, signed in or not, so it stays reachable.
 */
export function buildRoutes(): RouteObject[] {
  const notFound = routesOf('guest').filter((r) => r.path === '/404');
  return [
    {
      element: <Root />,
      hydrateFallbackElement: <Center h="100vh"><Loader /></Center>,
      children: [
        { element: <BarePage />, children: [...notFound, ...routesOf('public')] },
        { element: <GuestOnly />, children: [{ element: <BarePage />, children: routesOf('guest').filter((r) => r.path !== '/404') }] },
        {
          element: <RequireLogin />,
          children: [
            // The menu and header load with the first signed-in page: the sign-in page goes without them.
            { lazy: async () => ({ Component: (await import('./layout/shell.tsx')).Shell }), children: [...routesOf('login'), { element: <RequireAdmin />, children: routesOf('admin') }] },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
