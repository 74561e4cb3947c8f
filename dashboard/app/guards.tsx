import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clientState } from './client-state.ts';
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

/** Admin routes: anyone but the master admin goes to /dashboard. */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.isMasterAdmin ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** Guest routes: a signed-in user goes home, or to the page they wanted before signing in. */
export function GuestOnly() {
  const { token } = useSession();
  return token ? <Navigate to={clientState.previousLink ?? '/'} replace /> : <Outlet />;
}
