import { Navigate, useLocation } from 'react-router';
import { dashboardPath } from '../../../core/auth/access-link-path.ts';
import { clientState } from '../../app/client-state.ts';
import { useSession } from '../../app/session.tsx';
import { Refusal } from './refusal.tsx';

const PREFIX = '/quick-access/redirect/';

/** The page a quick-access address names, decoded once and checked: only a page of this dashboard, never another site. */
function target(pathname: string, search: string): string | null {
  try {
    return dashboardPath(`/${decodeURIComponent(pathname.slice(PREFIX.length))}${search}`);
  } catch {
    return null;
  }
}

/**
 * /quick-access/redirect/{redirect_path}: goes to /{redirect_path}; signed out, by way of the
 * sign-in page, which returns there (as the login guard does with the page it was asked for).
 */
export default function QuickAccessPage() {
  const { token } = useSession();
  const location = useLocation();
  const to = target(location.pathname, location.search);
  if (!to) return <Refusal code="ACCESS_LINK.BAD_PATH" />;
  if (token) return <Navigate to={to} replace />;
  clientState.previousLink = to;
  return <Navigate to="/login" replace />;
}
