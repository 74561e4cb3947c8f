import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADD_ON_STATUSES } from '../../../core/plugins/constants.ts';
import type { TAddOnRecord } from '../../../core/plugins/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useCalendarDay } from '../../components/day-format.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { ltr } from '../../components/ltr-text.tsx';
import { hrefOf, PLUGIN_PATHS } from './paths.ts';

const TABS = ['all', ...ADD_ON_STATUSES] as const;

/** /add-on/purchased-records: the add-ons bought and asked for, with their period, amount and status; back from a payment page it looks again until the purchase shows. */
export default function AddOnRecordsPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const day = useCalendarDay();
  const [search] = useSearchParams();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, tab } = control.params;
  const status = tab === 'all' ? undefined : (tab as (typeof ADD_ON_STATUSES)[number]);
  const list = trpc.plugins.addOnRecords.useQuery({ page, pageSize, status }, { placeholderData: (previous) => previous, refetchInterval: search.has('purchase') ? 3000 : false });
  return (
    <ListScreen<TAddOnRecord>
      testId="add-on-records"
      control={control}
      searchable={false}
      toolbar={
        <Anchor component={Link} to={hrefOf(PLUGIN_PATHS.addOns)} size="sm">
          {t('plugins.addOns.title')}
        </Anchor>
      }
      tabs={TABS.map((s) => ({ value: s, label: t(`plugins.addOns.statuses.${s}`) }))}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'addOn', title: t('plugins.addOns.addOn'), render: (row) => t(`messages.plugins.addOns.${row.addOn}`) },
        { accessor: 'units', title: t('plugins.addOns.units'), textAlign: 'right' },
        { accessor: 'amountSen', title: t('plugins.addOns.amount'), textAlign: 'right', render: (row) => (row.status === 'requested' ? '—' : formatMoney(row.amountSen)) },
        { accessor: 'startDate', title: t('plugins.addOns.period'), render: (row) => (row.startDate ? ltr(`${day(row.startDate)} – ${row.endDate ? day(row.endDate) : '…'}`) : '—') },
        {
          accessor: 'status',
          title: t('plugins.addOns.status'),
          render: (row) => (
            <Badge variant="light" color={row.status === 'active' ? 'green' : 'blue'}>
              {t(`plugins.addOns.statuses.${row.status}`)}
            </Badge>
          ),
        },
        { accessor: 'createdAt', title: t('plugins.addOns.createdAt'), render: (row) => when(row.createdAt) },
      ]}
    />
  );
}
