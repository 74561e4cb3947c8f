import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ENTRY_KINDS, type EntryKind } from '../../../core/loyalty/constants.ts';
import type { THistoryRow } from '../../../core/loyalty/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useCount, useDateTime } from '../../components/format.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { translateMessage } from '../../i18n/messages.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['from', 'to', 'kind'] as const;
const KIND_COLORS: Record<EntryKind, string> = { earn: 'green', spend: 'orange', reversal: 'red', adjust: 'blue' };

/** /mysales/loyalty-and-reward/history: every points entry (earned, spent, reversed, adjusted), by dates, kind and member. */
export default function HistoryPage() {
  const { t } = useTranslation();
  const formatCount = useCount();
  const dateTime = useDateTime();
  const control = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize, search, shortcut, filters } = control.params;
  const from = DAY.test(filters.from ?? '') ? filters.from : undefined;
  const to = DAY.test(filters.to ?? '') ? filters.to : undefined;
  const kind = (ENTRY_KINDS as readonly string[]).includes(filters.kind ?? '') ? (filters.kind as EntryKind) : undefined;
  const list = trpc.loyalty.history.useQuery({
    page,
    pageSize,
    ...(search && { search }),
    ...(kind && { kind }),
    ...(shortcut ? { shortcut } : { ...(from && { from }), ...(to && { to }) }),
  });
  return (
    <ListScreen<THistoryRow>
      testId="points-history"
      control={control}
      searchPlaceholder={t('loyalty.points.search')}
      dateShortcuts
      filters={
        <>
          <DateRangeFilter control={control} label={t('loyalty.history.dateRange')} />
          <FilterSelect control={control} name="kind" label={t('loyalty.history.kind')} allLabel={t('loyalty.history.allKinds')} data={ENTRY_KINDS.map((value) => ({ value, label: t(`loyalty.kinds.${value}`) }))} width={180} />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'createdAt', title: t('loyalty.history.date'), render: (r) => dateTime(r.createdAt) },
        { accessor: 'memberNo', title: t('loyalty.points.memberNo'), render: (r) => `#${r.memberNo}` },
        { accessor: 'memberName', title: t('loyalty.points.name') },
        { accessor: 'kind', title: t('loyalty.history.kind'), render: (r) => <Badge color={KIND_COLORS[r.kind]}>{t(`loyalty.kinds.${r.kind}`)}</Badge> },
        {
          accessor: 'points',
          title: t('loyalty.history.points'),
          textAlign: 'right',
          render: (r) => (
            <Text size="sm" c={r.points < 0 ? 'red' : 'green'}>
              {r.points > 0 ? '+' : ''}
              {formatCount(r.points)}
            </Text>
          ),
        },
        { accessor: 'note', title: t('loyalty.history.note'), render: (r) => translateMessage(r.note) },
      ]}
    />
  );
}
