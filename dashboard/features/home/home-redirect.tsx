import { Navigate } from 'react-router';

/** Home is the dashboard. */
export default function HomeRedirect() {
  return <Navigate to="/dashboard" replace />;
}
