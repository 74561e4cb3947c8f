import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconLink, IconPalette } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSalesPersonRow } from '../../../core/sales-landing/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { RowDeleteButton } from '../../components/row-delete-button.tsx';
import { SALES_LANDING_PATHS as P } from './paths.ts';

/** /profile/sales-landing-page: the sales persons, each with their page's details, look and report. */
export default function SalesPersonListPage() {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.salesLanding.list.useQuery({ page, pageSize, search: search || undefined });
  const utils = trpc.useUtils();
  const remove = trpc.salesLanding.delete.useMutation({ onSuccess: () => utils.salesLanding.invalidate() });
  return (
    <ListScreen<TSalesPersonRow>
      testId="sales-person-list"
      control={control}
      searchPlaceholder={t('salesLanding.search')}
      toolbar={
        <Group gap="xs">
          <Button component={Link} to={P.binding} variant="default" leftSection={<IconLink size={16} />}>
            {t('salesLanding.binding.title')}
          </Button>
          <AddButton label={t('salesLanding.add')} to={P.details('new')} testId="add-sales-person" />
        </Group>
      }
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      columns={[
        {
          accessor: 'name',
          title: t('salesLanding.name'),
          render: (row) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.photo?.thumb ?? null} alt={row.name} size={36} />
              <Stack gap={0}>
                <Text size="sm">{row.name}</Text>
                <Text size="xs" c="dimmed">
                  {row.position}
                </Text>
              </Stack>
            </Group>
          ),
        },
        {
          accessor: 'email',
          title: t('salesLanding.contactDetails'),
          render: (row) => (
            <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm">{row.contact}</Text>
              <Text size="xs" c="dimmed">
                {row.email}
              </Text>
            </Stack>
          ),
        },
        { accessor: 'customUrl', title: t('salesLanding.customUrl'), render: (row) => <Text style={{ overflowWrap: 'anywhere' }}>{row.customUrl}</Text> },
        { accessor: 'boundTo', title: t('salesLanding.boundTo'), render: (row) => row.boundTo ?? <Anchor component={Link} to={P.binding}>{t('salesLanding.notBound')}</Anchor> },
        {
          accessor: 'actions',
          title: '',
          render: (row) => (
            <RowActions to={P.details(row.id)} editable viewLabel={t('salesLanding.view')}>
              <Button size="compact-sm" variant="subtle" component={Link} to={P.customization(row.id)} leftSection={<IconPalette size={14} />}>
                {t('salesLanding.customization.short')}
              </Button>
              <Button size="compact-sm" variant="subtle" component={Link} to={P.report(row.id)} leftSection={<IconChartBar size={14} />}>
                {t('salesLanding.report.short')}
              </Button>
              <RowDeleteButton title={t('salesLanding.deleteTitle', { name: row.name })} onConfirm={() => remove.mutate({ id: row.id })} testId={`delete-${row.id}`} />
            </RowActions>
          ),
        },
      ]}
    />
  );
}
