import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { LogUserHeader } from './log-user-header.tsx';
import { translateMessage } from '../../i18n/messages.ts';

const FILTERS = ['day', 'category'] as const;
const CATEGORIES = ['account', 'user_roles_management'] as const;

/** A user's log entries: date, action, category, IP address and user agent. */
export default function UserLogActionsPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const userId = useParams().id ?? '';
  const control = useListParams({ filterKeys: FILTERS });
  const { params } = control;
  const { day, category } = params.filters;
  const actions = trpc.userLogs.actions.useQuery({
    userId,
    page: params.page,
    pageSize: params.pageSize,
    ...(params.search && { search: params.search }),
    ...(params.shortcut && { shortcut: params.shortcut }),
    ...(day && { day }),
    ...(category && { category }),
  });
  return (
    <Stack>
      <LogUserHeader user={actions.data?.user} />
      {actions.error && <Alert color="red">{errorInfo(actions.error).message}</Alert>}
      <ListScreen
        testId="log-actions"
        title={day ? t('logs.actionsOn', { day }) : undefined}
        control={control}
        dateShortcuts
        searchPlaceholder={t('logs.searchPlaceholder')}
        filters={
          <>
            <FilterSelect
              control={control}
              name="category"
              label={t('logs.category')}
              allLabel={t('logs.allCategories')}
              data={CATEGORIES.map((c) => ({ value: c, label: t(`logs.categories.${c}`) }))}
              width={220}
            />
            {day && (
              <Badge size="lg" variant="light" rightSection={<Text span style={{ cursor: 'pointer' }} onClick={() => control.update({ filters: { day: '' } })}>×</Text>}>
                {day}
              </Badge>
            )}
          </>
        }
        records={actions.data?.items}
        total={actions.data?.total ?? 0}
        fetching={actions.isFetching}
        idAccessor="id"
        storeColumnsKey="log-columns"
        columns={[
          { accessor: 'at', title: t('logs.date'), render: (e) => formatDateTime(e.at) },
          { accessor: 'action', title: t('logs.action'), render: (r) => translateMessage(r.action) },
          { accessor: 'category', title: t('logs.category'), render: (e) => t(`logs.categories.${e.category}`, { defaultValue: e.category }) },
          { accessor: 'ip', title: t('logs.ip'), toggleable: true },
          { accessor: 'userAgent', title: t('logs.userAgent'), toggleable: true, ellipsis: true, width: 280 },
        ]}
      />
    </Stack>
  );
}
