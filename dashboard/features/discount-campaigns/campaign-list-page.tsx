import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_TABS, type CampaignTab, type TCampaignRow } from '../../../core/campaigns/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LazyImage } from '../../components/lazy-image.tsx';
import { DuplicateModal } from './duplicate-modal.tsx';
import { NEW_CAMPAIGN_PATH, campaignPath } from './paths.ts';

/** /mysales/marketing-tools/discount-campaigns: campaigns by tab (ongoing, upcoming, expired), searched by name; duplicated, or deleted while upcoming. */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const control = useListParams({ tabs: CAMPAIGN_TABS });
  const { page, pageSize, search, tab } = control.params;
  const list = trpc.discountCampaigns.list.useQuery({ page, pageSize, search: search || undefined, tab: tab as CampaignTab });
  const utils = trpc.useUtils();
  const remove = trpc.discountCampaigns.delete.useMutation();
  const [duplicating, setDuplicating] = useState<TCampaignRow | null>(null);
  const askDelete = useConfirmDelete<TCampaignRow>({
    title: (row) => t('discountCampaigns.deleteTitle', { name: row.name }),
    deleted: (row) => t('discountCampaigns.deleted', { name: row.name }),
    remove: remove.mutateAsync,
    refresh: () => utils.discountCampaigns.list.invalidate(),
  });

  return (
    <>
      <ListScreen<TCampaignRow>
        testId="campaign-list"
        control={control}
        tabs={CAMPAIGN_TABS.map((value) => ({ value, label: t(`discountCampaigns.tabs.${value}`) }))}
        tabCounts={list.data?.counts}
        searchPlaceholder={t('discountCampaigns.search')}
        toolbar={<AddButton to={NEW_CAMPAIGN_PATH} label={t('discountCampaigns.add')} testId="add-campaign" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        storeColumnsKey="campaign-columns"
        columns={[
          { accessor: 'bannerUrl', title: t('discountCampaigns.banner'), toggleable: true, render: (row) => row.bannerUrl && <LazyImage src={row.bannerUrl} alt={row.name} w={72} h={40} radius="sm" fit="cover" /> },
          {
            accessor: 'name',
            title: t('discountCampaigns.name'),
            render: (row) => (
              <Anchor component={Link} to={campaignPath(row.id)}>
                {row.name}
              </Anchor>
            ),
          },
          {
            accessor: 'startAt',
            title: t('discountCampaigns.period'),
            render: (row) => (
              <Text size="sm">
                {when(row.startAt)} – {when(row.endAt)}
              </Text>
            ),
          },
          { accessor: 'productCount', title: t('discountCampaigns.products'), textAlign: 'right' },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <RowActions
                to={campaignPath(row.id)}
                editable={row.status !== 'ended'}
                viewLabel={t('discountCampaigns.view')}
                onDelete={row.status === 'upcoming' ? () => askDelete(row) : undefined}
              >
                {canEdit && (
                  <Button size="compact-sm" variant="subtle" leftSection={<IconCopy size={14} />} onClick={() => setDuplicating(row)} data-testid={`duplicate-${row.id}`}>
                    {t('discountCampaigns.duplicate')}
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <DuplicateModal campaign={duplicating} onClose={() => setDuplicating(null)} />
    </>
  );
}
