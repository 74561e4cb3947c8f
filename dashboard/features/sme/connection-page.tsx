import { useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { CompanyView } from './company-view.tsx';
import { SmeNav } from './sme-nav.tsx';

/** /sme/sme-company-details/{selected_company_id}: a company the merchant has a request with; its master contact once approved. */
export default function SmeConnectionPage() {
  const id = useParams().selected_company_id ?? '';
  const detail = trpc.sme.connection.useQuery({ id });
  return (
    <>
      <SmeNav />
      {detail.error && <Alert color="red">{errorInfo(detail.error).message}</Alert>}
      {detail.data && <CompanyView detail={detail.data} />}
    </>
  );
}
