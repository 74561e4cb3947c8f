import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECORD_KINDS } from '../../../core/referral/constants.ts';
import type { TReferralRecord, TReferralRecordListInput } from '../../../core/referral/schema.ts';
import { DEFAULT_TIME_ZONE, addDaysTo, localDate, shortcutRange } from '../../../core/shared/time.ts';
import { useSession } from '../../app/session.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { dayParam } from '../../components/list/day-param.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams, type ListParams } from '../../components/list/use-list-params.ts';
import { REFERRAL_PATHS as P } from './paths.ts';
import { PersonFilter } from './person-filter.tsx';

const TABS = ['all', ...RECORD_KINDS] as const;
const FILTERS = ['person', 'from', 'to'] as const;
const KIND_COLORS = { whatsapp: 'green', inquiry: 'blue', order: 'grape' } as const;

/** The list call for the URL's parameters: a date shortcut is its days in the merchant's time zone, else the picked range. */
function listInput({ page, pageSize, search, tab, shortcut, filters }: ListParams, timeZone: string): TReferralRecordListInput {
  const kind = RECORD_KINDS.find((k) => k === tab);
  let days = { from: dayParam(filters.from), to: dayParam(filters.to) };
  if (shortcut) {
    const range = shortcutRange(shortcut, new Date(), timeZone);
    days = { from: localDate(range.from, timeZone), to: addDaysTo(localDate(range.to, timeZone), -1) };
  }
  return {
    page,
    pageSize,
    search,
    ...(kind && { kind }),
    ...(filters.person && { personId: filters.person }),
    ...(days.from && { from: days.from }),
    ...(days.to && { to: days.to }),
  };
}

/** /referral/records: what the persons' links brought (WhatsApp clicks, enquiries, orders), newest first. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { user } = useSession();
  const control = useListParams({ tabs: TABS, filterKeys: FILTERS });
  const list = trpc.referral.records.useQuery(listInput(control.params, user?.timeZone ?? DEFAULT_TIME_ZONE), { placeholderData: (previous) => previous });
  return (
    <ListScreen<TReferralRecord>
      testId="referral-records"
      control={control}
      tabs={TABS.map((value) => ({ value, label: t(`referral.records.kinds.${value}`) }))}
      searchPlaceholder={t('referral.records.search')}
      dateShortcuts
      filters={
        <>
          <DateRangeFilter control={control} label={t('referral.records.dateRange')} />
          <PersonFilter control={control} />
        </>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        { accessor: 'createdAt', title: t('referral.records.date'), render: (r) => dateTime(r.createdAt) },
        {
          accessor: 'kind',
          title: t('referral.records.kind'),
          render: (r) => (
            <Badge variant="light" color={KIND_COLORS[r.kind]}>
              {t(`referral.records.kinds.${r.kind}`)}
            </Badge>
          ),
        },
        {
          accessor: 'person',
          title: t('referral.records.person'),
          render: (r) => (
            <Anchor component={Link} to={P.performanceDetail(r.person.id)} size="sm">
              {r.person.name}
            </Anchor>
          ),
        },
        { accessor: 'refLabel', title: t('referral.records.detail'), render: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.refLabel || '—'}</Text> },
      ]}
    />
  );
}
