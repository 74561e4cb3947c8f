import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Level, ModuleKey } from '../../core/permissions/modules.ts';
import { clientState } from './client-state.ts';
import { NoAccess, ViewOnlyNotice } from './no-access.tsx';
import { ScreenAccessContext } from './screen-access.tsx';
import { useSession } from './session.tsx';
import { trpc } from './trpc.ts';

/** Login routes: without a token, remember the wanted path and go to /login. */
export function RequireLogin() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    if (location.pathname !== '/logout') clientState.previousLink = location.pathname + location.search;
    return <Navigate to="/login" replace />;
  }
  return (
    <>
      <SessionRefresh />
      <ForgetPreviousLink />
      <Outlet />
    </>
  );
}

/** Once a signed-in screen shows, the remembered path has served its purpose. */
function ForgetPreviousLink() {
  useEffect(() => {
    clientState.previousLink = null;
  }, []);
  return null;
}

/** Keeps the stored user (permissions, master admin flag) in step with the server. */
function SessionRefresh() {
  const session = useSession();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 30_000 });
  const { refreshed } = session;
  useEffect(() => {
    if (me.data) refreshed(me.data);
  }, [me.data, refreshed]);
  return null;
}

/** Admin routes: anyone but the master admin is told the screen is the master admin's. */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.isMasterAdmin ? <Outlet /> : <NoAccess reason={{ kind: 'admin' }} />;
}

/**
 * A module's routes: without `level` on the module the user is told which module it takes
 * (or that the account does not have it); a viewer sees its screens read-only, told so above
 * them, and every shared action of the screen knows it (useCanEdit).
 */
export function RequireModule({ module, level }: { module: ModuleKey; level: Level }) {
  const session = useSession();
  if (session.user?.inactiveModules.includes(module)) return <NoAccess reason={{ kind: 'inactive', module }} />;
  if (!session.can(module, 'view')) return <NoAccess reason={{ kind: 'module', module }} />;
  if (!session.can(module, level)) return <NoAccess reason={{ kind: 'editor', module }} />;
  const canEdit = session.can(module, 'edit');
  return (
    <ScreenAccessContext.Provider value={{ module, canEdit }}>
      {!canEdit && <ViewOnlyNotice module={module} />}
      <Outlet />
    </ScreenAccessContext.Provider>
  );
}

/** Guest routes: a signed-in user goes home, or to the page they wanted before signing in. */
export function GuestOnly() {
  const { token } = useSession();
  return token ? <Navigate to={clientState.previousLink ?? '/'} replace /> : <Outlet />;
}
