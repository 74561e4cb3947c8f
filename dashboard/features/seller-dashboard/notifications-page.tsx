import { Button, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TNotificationRow } from '../../../core/notifications/schema.ts';
import { showError } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { NotificationKind } from './notification-kind.tsx';
import { translateMessage } from '../../i18n/messages.ts';

const TABS = ['all', 'unread'] as const;

/** /mysales/notification: the seller's notifications, all or unread; mark some or all read. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const utils = trpc.useUtils();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, tab } = control.params;
  const list = trpc.sellerNotifications.list.useQuery({ page, pageSize, filter: tab === 'unread' ? 'unread' : 'all' });
  const refresh = () => Promise.all([utils.sellerNotifications.invalidate(), utils.sellerDashboard.summary.invalidate()]);
  const markRead = trpc.sellerNotifications.markRead.useMutation({ onSuccess: refresh, onError: showError });
  const markAll = trpc.sellerNotifications.markAllRead.useMutation({ onSuccess: refresh, onError: showError });
  const unread = list.data?.unread ?? 0;
  return (
    <ListScreen<TNotificationRow>
      testId="notification-list"
      control={control}
      tabs={TABS.map((value) => ({ value, label: value === 'unread' ? t('sellerDashboard.notifications.unreadTab', { count: unread }) : t('sellerDashboard.notifications.all') }))}
      toolbar={
        <Button leftSection={<IconChecks size={16} />} variant="light" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()} data-testid="mark-all-read">
          {t('sellerDashboard.notifications.markAll')}
        </Button>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      bulkActions={[{ label: t('sellerDashboard.notifications.markRead'), run: (rows) => markRead.mutate({ ids: rows.map((r) => r.id) }) }]}
      isRecordSelectable={(r) => r.readAt === null}
      columns={[
        { accessor: 'createdAt', title: t('sellerDashboard.notifications.date'), width: 190, render: (n) => formatDateTime(n.createdAt) },
        { accessor: 'kind', title: t('sellerDashboard.notifications.kind'), width: 140, render: (n) => <NotificationKind kind={n.kind} /> },
        {
          accessor: 'message',
          title: t('sellerDashboard.notifications.message'),
          render: (n) => (
            <Text size="sm" fw={n.readAt ? 400 : 700}>
              {translateMessage(n.message)}
              {n.orderNo !== null && ` · #${n.orderNo}`}
            </Text>
          ),
        },
        { accessor: 'readAt', title: t('sellerDashboard.notifications.readAt'), width: 190, render: (n) => (n.readAt ? formatDateTime(n.readAt) : t('sellerDashboard.notifications.unread')) },
      ]}
    />
  );
}
