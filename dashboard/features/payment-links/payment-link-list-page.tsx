import { useTranslation } from 'react-i18next';
import { LINK_STATUS_TABS } from '../../../core/shop-links/constants.ts';
import type { TPaymentLinkRow } from '../../../core/payment-links/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LinkListPage } from '../../components/shop-links/link-list-page.tsx';
import { paymentLinkPath } from './paths.ts';

/** /mysales/payment-link: payment links by status, with the link to share. */
export default function PaymentLinkListPage() {
  const { t } = useTranslation();
  const control = useListParams({ tabs: LINK_STATUS_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.paymentLinks.list.useQuery({ page, pageSize, search: search || undefined, tab: tab as (typeof LINK_STATUS_TABS)[number] });
  const utils = trpc.useUtils();
  const setActive = trpc.paymentLinks.setActive.useMutation({ onSuccess: () => utils.paymentLinks.invalidate() });
  const remove = trpc.paymentLinks.delete.useMutation({ onSuccess: () => utils.paymentLinks.invalidate() });
  return (
    <LinkListPage<TPaymentLinkRow>
      addLabel={t('paymentLinks.add')}
      testId="payment-link-list"
      control={control}
      page={list.data}
      fetching={list.isFetching}
      detailPath={paymentLinkPath}
      setActive={(id, active) => setActive.mutateAsync({ id, active })}
      remove={(id) => remove.mutateAsync({ id })}
    />
  );
}
