import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LogUserHeader } from './log-user-header.tsx';

/** A user's log days (the latest 30 are kept), each with its number of actions. */
export default function UserLogDaysPage() {
  const { t } = useTranslation();
  const userId = useParams().id ?? '';
  const control = useListParams();
  const { params } = control;
  const days = trpc.userLogs.days.useQuery({ userId, page: params.page, pageSize: params.pageSize });
  return (
    <Stack>
      <LogUserHeader user={days.data?.user} />
      {days.error && <Alert color="red">{errorInfo(days.error).message}</Alert>}
      <Text size="sm" c="dimmed">
        {t('logs.retention')}
      </Text>
      <ListScreen
        testId="log-days"
        control={control}
        toolbar={
          <Button component={Link} to={`/user/${userId}/user-log/actions`} variant="light">
            {t('logs.allActions')}
          </Button>
        }
        records={days.data?.items.map((d) => ({ ...d, id: d.day }))}
        total={days.data?.total ?? 0}
        fetching={days.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'day', title: t('logs.day') },
          { accessor: 'actions', title: t('logs.actions') },
          {
            accessor: 'open',
            title: '',
            textAlign: 'right',
            render: (d) => (
              <Button size="xs" variant="subtle" component={Link} to={`/user/${userId}/user-log/actions?day=${d.day}`}>
                {t('logs.view')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
