import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSessionRow } from '../../../core/auth/schema.ts';
import { confirmIrreversible, showDialog } from '../../app/dialogs.tsx';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { translateMessage } from '../../i18n/messages.ts';

/** Every active session of the merchant's users; removing one ends it at once. */
export default function ActiveSessionsPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const utils = trpc.useUtils();
  const sessions = trpc.sessions.list.useQuery();
  const remove = trpc.sessions.remove.useMutation({
    onSuccess: () => utils.sessions.list.invalidate(),
    // The spec's wording for any failure here.
    onError: () => showDialog('failed', t('sessions.removeFailed')),
  });
  return (
    <Stack>
      {sessions.error && <Alert color="red">{errorInfo(sessions.error).message}</Alert>}
      <StackedDataTable<TSessionRow>
        withTableBorder
        minHeight={160}
        fetching={sessions.isFetching}
        records={sessions.data ?? []}
        noRecordsText={t('list.empty')}
        columns={[
          { accessor: 'lastLoginAt', title: t('sessions.lastLogin'), render: (s) => formatDateTime(s.lastLoginAt) },
          {
            accessor: 'deviceName',
            title: t('sessions.device'),
            render: (s) => (
              <Text size="sm">
                {translateMessage(s.deviceName)} {s.current && <Badge size="xs" ms={4}>{t('sessions.thisDevice')}</Badge>}
              </Text>
            ),
          },
          { accessor: 'region', title: t('sessions.region'), render: (s) => translateMessage(s.region) },
          { accessor: 'userName', title: t('sessions.user'), render: (s) => `${s.userName} (${s.username})` },
          { accessor: 'ip', title: t('sessions.ip') },
          { accessor: 'lastSeenAt', title: t('sessions.lastSeen'), render: (s) => formatDateTime(s.lastSeenAt) },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (s) =>
              !s.current && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() => confirmIrreversible({ title: t('sessions.removeTitle'), confirmLabel: t('sessions.remove'), onConfirm: () => remove.mutate({ id: s.id }) })}
                >
                  {t('sessions.remove')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
