import { Center, Loader } from '@mantine/core';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { accessOf, toRouterPath, type RouteAccess } from './route-access.ts';
import { loadChunk } from './chunk-load.ts';
import { RouteError } from './route-error.tsx';
import type { FeatureRoute } from './feature.ts';
import { ROUTES } from './features.ts';
import { GuestOnly, RequireAdmin, RequireLogin, RequireModule } from './guards.tsx';
import { Root } from './root.tsx';
import { loadAllTexts } from '../i18n/i18n.ts';
import { FIRST_ROUTES } from '../i18n/text-parts.ts';
import { BarePage } from './layout/bare-page.tsx';
import { SessionFrame } from './layout/session-frame.tsx';
import type { RouteHandle } from './route-title.ts';

const routeObject = (r: FeatureRoute): RouteObject => ({
  path: toRouterPath(r.path),
  handle: { title: r.title } satisfies RouteHandle,
  // Screens beyond the first pages show texts of the rest of the language's (i18n/text-parts.ts),
  // and may hold date pickers, which name months and days in the interface's language.
  lazy: async () => {
    if (FIRST_ROUTES.includes(r.path)) return { Component: (await loadChunk(r.load)).default };
    const [{ default: Screen }, { DatesInLanguage }] = await Promise.all([loadChunk(r.load), loadChunk(() => import('../components/dates-locale.tsx')), loadAllTexts()]);
    return {
      Component: () => (
        <DatesInLanguage>
          <Screen />
        </DatesInLanguage>
      ),
    };
  },
  errorElement: <RouteError />,
});

function routesOf(access: RouteAccess, which: (r: FeatureRoute) => boolean = () => true): RouteObject[] {
  return ROUTES.filter((r) => accessOf(r.path) === access && which(r)).map(routeObject);
}

/** Login routes, those of a module under its guard (one per module and level): each new screen of a module inherits it. */
function loginRoutes(): RouteObject[] {
  const open: RouteObject[] = [];
  const guarded = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const r of ROUTES.filter((route) => accessOf(route.path) === 'login')) {
    if (!r.module) {
      open.push(routeObject(r));
      continue;
    }
    const level = r.level ?? 'view';
    const key = `${r.module}:${level}`;
    if (!guarded.has(key)) guarded.set(key, { element: <RequireModule module={r.module} level={level} />, children: [] });
    guarded.get(key)!.children.push(routeObject(r));
  }
  return [...open, ...guarded.values()];
}

/**
 * The guard of platform.md section 4 as nested layouts: guest routes send a signed-in user
 * home (but those open to signed-in users too, such as quick access); login routes send a signed-out user to /login (remembering the wanted path); a
 * module's routes and admin routes tell a user who may not open them why, in place (see
 * docs/access.md); unknown paths go to /404. /404 itself is shown to everyone, so it stays
 * reachable: in the app's frame when signed in, on the bare page when not.
 */
export function buildRoutes(): RouteObject[] {
  const notFound = routesOf('guest').filter((r) => r.path === '/404');
  return [
    {
      element: <Root />,
      hydrateFallbackElement: <Center h="100vh"><Loader /></Center>,
      children: [
        { element: <SessionFrame />, children: notFound },
        { element: <BarePage />, children: [...routesOf('public'), ...routesOf('guest', (r) => !!r.openWhenSignedIn)] },
        { element: <GuestOnly />, children: [{ element: <BarePage />, children: routesOf('guest', (r) => !r.openWhenSignedIn).filter((r) => r.path !== '/404') }] },
        {
          element: <RequireLogin />,
          children: [
            // The menu and header load with the first signed-in page: the sign-in page goes without them.
            { lazy: async () => ({ Component: (await loadChunk(() => import('./layout/shell.tsx'))).Shell }), errorElement: <RouteError />, children: [...loginRoutes(), { element: <RequireAdmin />, children: routesOf('admin') }] },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createRouter = () => createBrowserRouter(buildRoutes());
