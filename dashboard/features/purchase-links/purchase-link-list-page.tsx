import { useTranslation } from 'react-i18next';
import type { TPurchaseLinkRow } from '../../../core/purchase-links/schema.ts';
import { LINK_STATUS_TABS } from '../../../core/shop-links/constants.ts';
import { trpc } from '../../app/trpc.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LinkListPage } from '../../components/shop-links/link-list-page.tsx';
import { purchaseLinkPath } from './paths.ts';

/** /mysales/purchase-link: purchase links by status, with the link to share and the voucher. */
export default function PurchaseLinkListPage() {
  const { t } = useTranslation();
  const control = useListParams({ tabs: LINK_STATUS_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.purchaseLinks.list.useQuery({ page, pageSize, search: search || undefined, tab: tab as (typeof LINK_STATUS_TABS)[number] });
  const utils = trpc.useUtils();
  const setActive = trpc.purchaseLinks.setActive.useMutation({ onSuccess: () => utils.purchaseLinks.invalidate() });
  const remove = trpc.purchaseLinks.delete.useMutation({ onSuccess: () => utils.purchaseLinks.invalidate() });
  return (
    <LinkListPage<TPurchaseLinkRow>
      addLabel={t('purchaseLinks.add')}
      testId="purchase-link-list"
      control={control}
      page={list.data}
      fetching={list.isFetching}
      detailPath={purchaseLinkPath}
      extraColumns={[{ accessor: 'voucherName', title: t('purchaseLinks.voucher'), toggleable: true, render: (row) => row.voucherName ?? '—' }]}
      setActive={(id, active) => setActive.mutateAsync({ id, active })}
      remove={(id) => remove.mutateAsync({ id })}
    />
  );
}
