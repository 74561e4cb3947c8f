import { Alert, Badge, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../../../core/platform/version.ts';
import { errorInfo, trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { StackedDataTable } from '../../components/stacked-table.tsx';

export default function VersionPage() {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const versions = trpc.versions.list.useQuery();
  return (
    <Stack maw={720}>
      <Title order={2}>{t('version.title', { version: APP_VERSION })}</Title>
      {versions.error && <Alert color="red">{errorInfo(versions.error).message}</Alert>}
      <StackedDataTable
        withTableBorder
        minHeight={160}
        fetching={versions.isFetching}
        records={versions.data ?? []}
        idAccessor="name"
        noRecordsText={t('list.empty')}
        columns={[
          { accessor: 'name', title: t('version.name') },
          { accessor: 'publishedAt', title: t('version.published'), render: (v) => formatDateTime(v.publishedAt, false) },
          { accessor: 'current', title: '', render: (v) => v.current && <Badge color="green">{t('version.current')}</Badge> },
        ]}
      />
    </Stack>
  );
}
