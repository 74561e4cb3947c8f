import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBindRequest } from '../../../core/business-tag/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { RequestForm } from './request-form.tsx';
import { RequestStatusBadge } from './status-badges.tsx';

/** /business-tag/add-card-status: request cards to bind, and the requests with their status; a pending one can be cancelled. */
export default function RequestsPage() {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const formatDateTime = useDateTime();
  const control = useListParams();
  const { page, pageSize } = control.params;
  const list = trpc.businessTag.requests.list.useQuery({ page, pageSize });
  const utils = trpc.useUtils();
  const cancel = trpc.businessTag.requests.cancel.useMutation({
    onSuccess: async () => {
      showSuccess(t('businessTag.requests.canceledDone'));
      await utils.businessTag.requests.invalidate();
    },
    onError: showError,
  });
  return (
    <Stack>
      {canEdit && <RequestForm />}
      <ListScreen<TBindRequest>
        testId="bind-request-list"
        control={control}
        searchable={false}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'cardIds', title: t('businessTag.requests.cards'), render: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.cardIds.join(', ')}</Text> },
          { accessor: 'status', title: t('businessTag.statusTitle'), render: (r) => <RequestStatusBadge status={r.status} /> },
          { accessor: 'createdAt', title: t('businessTag.requests.requestedAt'), render: (r) => formatDateTime(r.createdAt) },
          { accessor: 'decidedAt', title: t('businessTag.requests.decidedAt'), toggleable: true, render: (r) => (r.decidedAt ? formatDateTime(r.decidedAt) : '') },
          {
            accessor: 'actions',
            title: t('common.actions'),
            render: (r) =>
              canEdit &&
              r.status === 'pending' && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirmIrreversible({ title: t('businessTag.requests.cancelTitle'), confirmLabel: t('businessTag.requests.cancel'), onConfirm: () => cancel.mutate({ id: r.id }) })} loading={cancel.isPending && cancel.variables.id === r.id} data-testid="cancel-request">
                  {t('businessTag.requests.cancel')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
