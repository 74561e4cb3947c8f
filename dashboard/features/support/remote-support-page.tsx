import { Anchor, Button, Modal, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_STATUSES, type TicketStatus } from '../../../core/support/constants.ts';
import type { TTicketRow } from '../../../core/support/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { TicketStatusBadge } from './status-badge.tsx';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketForm } from './ticket-form.tsx';

const ALL = 'all';
const TABS = [ALL, ...TICKET_STATUSES] as const;
const FILTER_KEYS = ['from', 'to'] as const;

/** /support/remote-support: every ticket (remote support and the request forms) by status tab, searched and by day; a new ticket; one ticket's detail with its history and Cancel. */
export default function RemoteSupportPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const dateTime = useDateTime();
  const control = useListParams({ tabs: TABS, filterKeys: FILTER_KEYS });
  const { page, pageSize, search, tab, filters } = control.params;
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const list = trpc.support.list.useQuery({
    page,
    pageSize,
    search,
    status: tab === ALL ? undefined : (tab as TicketStatus),
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const counts = list.data?.counts;
  return (
    <>
      <ListScreen<TTicketRow>
        testId="ticket-list"
        control={control}
        tabs={TABS.map((value) => ({ value, label: value === ALL ? t('support.list.all') : t(`messages.support.statuses.${value}`) }))}
        tabCounts={counts && { ...counts, [ALL]: Object.values(counts).reduce((a, b) => a + b, 0) }}
        searchPlaceholder={t('support.list.search')}
        filters={<DateRangeFilter control={control} label={t('support.list.dates')} />}
        toolbar={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="new-ticket">
              {t('support.list.new')}
            </Button>
          )
        }
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'number',
            title: t('support.fields.number'),
            render: (r) => (
              <Anchor component="button" type="button" onClick={() => setShown(r.id)} data-testid="ticket-number">
                #{r.number}
              </Anchor>
            ),
          },
          { accessor: 'issue', title: t('support.fields.issue'), render: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.issue}</Text> },
          { accessor: 'kind', title: t('support.fields.kind'), toggleable: true, render: (r) => t(`support.kinds.${r.kind}`) },
          { accessor: 'status', title: t('support.fields.status'), render: (r) => <TicketStatusBadge status={r.status} /> },
          { accessor: 'affectedDomain', title: t('support.fields.affectedDomain'), toggleable: true },
          { accessor: 'appointmentDate', title: t('support.fields.appointmentDate'), toggleable: true, render: (r) => [r.appointmentDate, r.timeSlot].filter(Boolean).join(' ') },
          { accessor: 'createdAt', title: t('support.fields.createdAt'), render: (r) => dateTime(r.createdAt) },
          { accessor: 'resolvedAt', title: t('support.fields.resolvedAt'), toggleable: true, render: (r) => (r.resolvedAt ? dateTime(r.resolvedAt) : '') },
        ]}
      />
      <Modal opened={adding} onClose={() => setAdding(false)} size="lg" title={<Text fw={700}>{t('support.list.new')}</Text>}>
        <TicketForm kind="remote" />
      </Modal>
      <TicketDetail id={shown} onClose={() => setShown(null)} />
    </>
  );
}
