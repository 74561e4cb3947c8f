import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPosVendor } from '../../../core/pos-vendors/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { PictureThumb } from '../../components/picture-thumb.tsx';
import { POS_VENDOR_PATHS as P } from './paths.ts';

/** /pos-vendors-list: the platform's POS vendors by name, searched by name or description, each marked when the shop is connected. */
export default function VendorsPage() {
  const { t } = useTranslation();
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.posVendors.list.useQuery({ page, pageSize, search }, { placeholderData: (previous) => previous });
  return (
    <ListScreen<TPosVendor>
      testId="pos-vendors"
      control={control}
      searchPlaceholder={t('posVendors.search')}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="merchantId"
      columns={[
        {
          accessor: 'name',
          title: t('posVendors.name'),
          render: (row) => (
            <Group gap="sm" wrap="nowrap">
              <PictureThumb src={row.logoUrl || null} alt={row.name} />
              <Anchor component={Link} to={P.vendor(row.merchantId)} style={{ overflowWrap: 'anywhere' }} data-testid={`vendor-${row.name}`}>
                {row.name}
              </Anchor>
            </Group>
          ),
        },
        { accessor: 'description', title: t('posVendors.description'), render: (row) => <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{row.description}</Text> },
        {
          accessor: 'connectedAt',
          title: t('posVendors.status'),
          render: (row) =>
            row.connectedAt ? (
              <Badge variant="light" color="green">
                {t('posVendors.connected')}
              </Badge>
            ) : null,
        },
      ]}
    />
  );
}
