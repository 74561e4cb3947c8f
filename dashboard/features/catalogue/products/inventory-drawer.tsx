import { useState } from 'react';
import { Drawer, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVENTORY_ACTION, INVENTORY_PLATFORM } from '../../../../core/catalogue/constants.ts';
import { trpc } from '../../../app/trpc.ts';
import { useDateTime } from '../../../components/format.ts';
import { StackedDataTable } from '../../../components/stacked-table.tsx';
import { translateMessage } from '../../../i18n/messages.ts';

const PAGE_SIZE = 20;

/** The constant's name of an id ('merchantUpdate' for action 1), the key of its label. */
const keyOf = (table: Record<string, number>, id: number): string => Object.entries(table).find(([, value]) => value === id)?.[0] ?? 'unknown';

/** A product's stock history, newest first: what changed, by how much, why and where. */
export function InventoryDrawer({ product, onClose }: { product: { id: string; nameEn: string }; onClose(): void }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTime();
  const [page, setPage] = useState(1);
  const log = trpc.products.inventoryLog.useQuery({ productId: product.id, page, pageSize: PAGE_SIZE });
  return (
    <Drawer opened onClose={onClose} position="right" size="56rem" title={<Text fw={700}>{t('catalogue.inventory.title', { name: product.nameEn })}</Text>}>
      <StackedDataTable
        data-testid="inventory-log"
        withTableBorder
        minHeight={160}
        fetching={log.isFetching}
        records={log.data?.items ?? []}
        totalRecords={log.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
        noRecordsText={t('list.empty')}
        columns={[
          { accessor: 'at', title: t('catalogue.inventory.date'), noWrap: true, render: (r) => formatDateTime(r.at) },
          { accessor: 'sku', title: t('catalogue.sku'), noWrap: true },
          {
            accessor: 'change',
            title: t('catalogue.inventory.change'),
            textAlign: 'right',
            render: (r) => (
              <Text size="sm" c={r.change < 0 ? 'red' : 'green'}>
                {r.change > 0 ? `+${r.change}` : r.change}
              </Text>
            ),
          },
          { accessor: 'stockAfter', title: t('catalogue.inventory.stockAfter'), textAlign: 'right' },
          { accessor: 'actionType', title: t('catalogue.inventory.action'), render: (r) => t(`catalogue.inventory.actions.${keyOf(INVENTORY_ACTION, r.actionType)}`) },
          { accessor: 'platform', title: t('catalogue.inventory.platform'), render: (r) => t(`catalogue.inventory.platforms.${keyOf(INVENTORY_PLATFORM, r.platform)}`) },
          { accessor: 'note', title: t('catalogue.inventory.note'), render: (r) => (r.note ? translateMessage(r.note) : '—') },
        ]}
      />
    </Drawer>
  );
}
