import { Navigate } from 'react-router';

/** The member list's path (dashboard/features/members/routes.ts), named here: one feature does not import another. */
const MEMBER_LIST = '/mysales/member';

/** /crm goes to the member list. */
export default function CrmRedirect() {
  return <Navigate to={MEMBER_LIST} replace />;
}
