import { Anchor, Badge, Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SME_REQUEST_STATUSES, type TSmeDirection } from '../../../core/sme/constants.ts';
import type { TSmeRequest } from '../../../core/sme/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { SME_PATHS as P } from './paths.ts';
import { SmeNav } from './sme-nav.tsx';

const TABS = ['all', ...SME_REQUEST_STATUSES] as const;
const COLORS = { pending: 'yellow', approved: 'green', rejected: 'red', cancelled: 'gray' } as const;

/** /sme/request-histories: the requests sent and received, by state; approve, reject or cancel the pending ones. */
export default function SmeRequestsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const [direction, setDirection] = useState<TSmeDirection>('sent');
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, tab } = control.params;
  const utils = trpc.useUtils();
  const list = trpc.sme.requests.useQuery({ page, pageSize, direction, status: tab as (typeof TABS)[number] }, { placeholderData: (previous) => previous });
  const done = (key: string) => ({
    onSuccess: async () => {
      showSuccess(t(key));
      await utils.sme.invalidate();
    },
    onError: showError,
  });
  const approve = trpc.sme.approve.useMutation(done('sme.requests.approvedDone'));
  const reject = trpc.sme.reject.useMutation(done('sme.requests.rejectedDone'));
  const cancel = trpc.sme.cancel.useMutation(done('sme.requests.cancelledDone'));
  return (
    <>
      <SmeNav />
      <SegmentedControl mb="md" value={direction} onChange={(v) => setDirection(v as TSmeDirection)} data={[{ value: 'sent', label: t('sme.requests.sent') }, { value: 'received', label: t('sme.requests.received') }]} data-testid="sme-direction" />
      <ListScreen<TSmeRequest>
        testId="sme-requests"
        control={control}
        searchable={false}
        tabs={TABS.map((s) => ({ value: s, label: t(s === 'all' ? 'sme.all' : `sme.statuses.${s}`) }))}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'companyName',
            title: t('sme.fields.companyName'),
            render: (row) =>
              row.companyId ? (
                <Anchor component={Link} to={P.connection(row.companyId)} style={{ overflowWrap: 'anywhere' }}>
                  {row.companyName}
                </Anchor>
              ) : (
                row.companyName
              ),
          },
          { accessor: 'status', title: t('sme.requests.status'), render: (row) => <Badge color={COLORS[row.status]} variant="light" data-testid={`sme-status-${row.companyName}`}>{t(`sme.statuses.${row.status}`)}</Badge> },
          { accessor: 'createdAt', title: t('sme.requests.sentAt'), render: (row) => row.createdAt.toLocaleDateString() },
          {
            accessor: 'actions',
            title: '',
            render: (row) =>
              canEdit &&
              row.status === 'pending' && (
                <Group gap={4} wrap="wrap">
                  {row.direction === 'received' ? (
                    <>
                      <Button size="xs" onClick={() => approve.mutate({ id: row.id })} data-testid={`sme-approve-${row.companyName}`}>
                        {t('sme.requests.approve')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => reject.mutate({ id: row.id })}>
                        {t('sme.requests.reject')}
                      </Button>
                    </>
                  ) : (
                    <Button size="xs" variant="default" color="red" onClick={() => cancel.mutate({ id: row.id })} data-testid={`sme-cancel-${row.companyName}`}>
                      {t('sme.requests.cancel')}
                    </Button>
                  )}
                </Group>
              ),
          },
        ]}
      />
    </>
  );
}
