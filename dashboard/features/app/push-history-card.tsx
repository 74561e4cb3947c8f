import { ActionIcon, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPushMessage } from '../../../core/app/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { TitledCell } from '../../components/titled-cell.tsx';

const PAGE_SIZE = 20;

/** The push messages, newest first: when, status and counts; shown or hidden in the app, and a scheduled one cancelled. */
export function PushHistoryCard() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  // While a message waits or is being sent, the list looks again every few seconds for its counts.
  const history = trpc.pushMessages.history.useQuery({ page, pageSize: PAGE_SIZE }, { refetchInterval: (q) => (q.state.data?.items.some((m) => m.status !== 'sent') ? 5_000 : false) });
  const done = { onSuccess: () => utils.pushMessages.history.invalidate(), onError: showError };
  const visibility = trpc.pushMessages.setVisibility.useMutation(done);
  const cancel = trpc.pushMessages.cancel.useMutation({
    onSuccess: async (m) => {
      showSuccess(t('app.push.cancelled', { title: m.title }));
      await utils.pushMessages.history.invalidate();
    },
    onError: showError,
  });
  return (
    <Card withBorder data-testid="push-history">
      <Stack>
        <Title order={3}>{t('app.push.history')}</Title>
        <StackedDataTable<TPushMessage>
          minHeight={120}
          records={history.data?.items ?? []}
          fetching={history.isFetching}
          totalRecords={history.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          noRecordsText={t('app.push.none')}
          columns={[
            {
              accessor: 'title',
              title: t('app.push.title'),
              render: (m) => <TitledCell title={m.title} text={m.body} />,
            },
            { accessor: 'sendAt', title: t('app.push.sendAt'), render: (m) => dateTime(m.sentAt ?? m.sendAt) },
            { accessor: 'status', title: t('app.push.status'), render: (m) => <Badge size="sm" color={m.status === 'sent' ? 'green' : 'blue'}>{t(`app.push.statuses.${m.status}`)}</Badge> },
            { accessor: 'sentCount', title: t('app.push.counts'), render: (m) => (m.status === 'sent' ? `${m.sentCount} / ${m.failedCount}` : '-') },
            {
              accessor: 'visibility',
              title: t('app.push.visibility'),
              render: (m) => (
                <Group gap={4} wrap="nowrap">
                  <Badge size="sm" color={m.visibility === 'public' ? 'green' : 'gray'}>
                    {t(`content.visibility.${m.visibility}`)}
                  </Badge>
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t(m.visibility === 'public' ? 'content.list.hide' : 'content.list.show')}
                      onClick={() => visibility.mutate({ id: m.id, visibility: m.visibility === 'public' ? 'hidden' : 'public' })}
                      data-testid={`push-visibility-${m.id}`}
                    >
                      {m.visibility === 'public' ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                    </ActionIcon>
                  )}
                </Group>
              ),
            },
            {
              accessor: 'actions',
              title: '',
              render: (m) => (m.status === 'scheduled' ? <RowDeleteButton title={t('app.push.cancelTitle', { title: m.title })} label={t('app.push.cancel')} onConfirm={() => cancel.mutate({ id: m.id })} testId={`push-cancel-${m.id}`} /> : null),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
