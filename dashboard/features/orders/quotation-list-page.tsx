import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUOTATION_TABS, type TQuotationRow } from '../../../core/orders/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { formatMoney, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['from', 'to'] as const;

/** /mysales/quotation: Unreplied and Replied quotations, with search, dates and pages. */
export default function QuotationListPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: QUOTATION_TABS, filterKeys: FILTER_KEYS });
  const { page, pageSize, search, tab, shortcut, filters } = control.params;
  const from = DAY.test(filters.from ?? '') ? filters.from : undefined;
  const to = DAY.test(filters.to ?? '') ? filters.to : undefined;
  const list = trpc.quotations.list.useQuery({
    page,
    pageSize,
    tab: tab as (typeof QUOTATION_TABS)[number],
    ...(search && { search }),
    ...(shortcut ? { shortcut } : { ...(from && { from }), ...(to && { to }) }),
  });
  const counts = new Map(list.data?.tabs.map((c) => [c.key, c]));
  return (
    <ListScreen<TQuotationRow>
      testId="quotation-list"
      control={control}
      tabs={QUOTATION_TABS.map((key) => {
        const c = counts.get(key);
        return { value: key, label: `${t(`quotations.tabs.${key}`)}${c ? ` (${c.count}${c.capped ? '+' : ''})` : ''}` };
      })}
      searchPlaceholder={t('orders.list.searchPlaceholder')}
      dateShortcuts
      filters={<DateRangeFilter control={control} label={t('orders.list.dateRange')} />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'orderNo',
          title: t('quotations.id'),
          render: (q) => (
            <Anchor component={Link} to={`/mysales/quotation/${q.id}`} data-testid={`quotation-${q.orderNo}`}>
              #{q.orderNo}
            </Anchor>
          ),
        },
        { accessor: 'placedAt', title: t('orders.fields.placedAt'), render: (q) => dateTime(q.placedAt) },
        { accessor: 'buyerName', title: t('orders.fields.buyerName') },
        { accessor: 'totalSen', title: t('orders.charges.total'), textAlign: 'right', render: (q) => formatMoney(q.totalSen) },
        { accessor: 'shippingSen', title: t('orders.charges.shipping'), textAlign: 'right', render: (q) => formatMoney(q.shippingSen) },
        {
          accessor: 'reply',
          title: t('quotations.reply'),
          render: (q) => (
            <Text size="sm" lineClamp={2}>
              {q.reply || '—'}
            </Text>
          ),
        },
        { accessor: 'repliedAt', title: t('quotations.repliedOn'), render: (q) => dateTime(q.repliedAt) },
      ]}
    />
  );
}
