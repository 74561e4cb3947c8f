import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { CompanyView } from './company-view.tsx';
import { SmeNav } from './sme-nav.tsx';

/** /sme/company-detail/{id}: a member's public profile, with the request to connect. */
export default function SmeCompanyPage() {
  const id = useParams().id ?? '';
  const detail = trpc.sme.company.useQuery({ id });
  return (
    <>
      <SmeNav />
      {detail.error && <Alert color="red">{errorInfo(detail.error).message}</Alert>}
      {detail.data && <CompanyView detail={detail.data} />}
    </>
  );
}
