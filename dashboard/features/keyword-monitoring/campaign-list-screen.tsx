import { useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { IconHistory, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TKeywordCampaign } from '../../../core/keyword-monitoring/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import { useListParams } from '../../components/list/use-list-params.ts';
import { CampaignChecksModal } from './campaign-checks-modal.tsx';
import { CampaignFormModal } from './campaign-form-modal.tsx';

type Opened = { kind: 'form'; campaign: TKeywordCampaign | null } | { kind: 'checks'; campaign: TKeywordCampaign } | null;

/** /tools/keyword-monitoring: the campaigns, added and edited in a dialog, checked now (once an hour) and their checks' positions. */
export default function CampaignListScreen() {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const [opened, setOpened] = useState<Opened>(null);
  const control = useListParams();
  const { page, pageSize, search } = control.params;
  const list = trpc.keywordMonitoring.list.useQuery({ page, pageSize, search: search || undefined }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.keywordMonitoring.delete.useMutation();
  const check = trpc.keywordMonitoring.checkNow.useMutation({
    onSuccess: async (_done, { id }) => {
      await utils.keywordMonitoring.invalidate();
      const campaign = list.data?.items.find((c) => c.id === id);
      showSuccess(t('keywordMonitoring.checked', { name: campaign?.name ?? '' }));
      if (campaign) setOpened({ kind: 'checks', campaign });
    },
    onError: showError,
  });
  const confirmDelete = useConfirmDelete<TKeywordCampaign>({
    title: (row) => t('keywordMonitoring.deleteTitle', { name: row.name }),
    deleted: (row) => t('keywordMonitoring.deleted', { name: row.name }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.keywordMonitoring.invalidate(),
  });
  const close = () => setOpened(null);
  return (
    <>
      <ListScreen<TKeywordCampaign>
        testId="keyword-campaigns"
        control={control}
        searchPlaceholder={t('keywordMonitoring.search')}
        toolbar={<AddButton onClick={() => setOpened({ kind: 'form', campaign: null })} label={t('keywordMonitoring.add')} testId="add-campaign" />}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          {
            accessor: 'name',
            title: t('keywordMonitoring.name'),
            render: (row) => (
              <Anchor component="button" type="button" onClick={() => setOpened({ kind: 'form', campaign: row })}>
                {row.name}
              </Anchor>
            ),
          },
          { accessor: 'domain', title: t('keywordMonitoring.domain') },
          { accessor: 'keywords', title: t('keywordMonitoring.keywordCount'), render: (row) => row.keywords.length },
          { accessor: 'periodMonths', title: t('keywordMonitoring.period'), render: (row) => t('keywordMonitoring.months', { count: row.periodMonths }) },
          {
            accessor: 'repeat',
            title: t('keywordMonitoring.repeatColumn'),
            render: (row) => t('keywordMonitoring.checksOfRepeat', { done: row.checksDone, repeat: row.repeat ?? t('keywordMonitoring.unlimitedShort') }),
          },
          { accessor: 'createdAt', title: t('keywordMonitoring.created'), toggleable: true, render: (row) => when(row.createdAt, false) },
          { accessor: 'lastSyncAt', title: t('keywordMonitoring.lastSync'), render: (row) => when(row.lastSyncAt) },
          { accessor: 'nextSyncAt', title: t('keywordMonitoring.nextSync'), render: (row) => (row.nextSyncAt ? when(row.nextSyncAt) : t('keywordMonitoring.finished')) },
          {
            accessor: 'actions',
            title: '',
            render: (row) => (
              <Group gap={4} wrap="wrap">
                <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setOpened({ kind: 'form', campaign: row })}>
                  {canEdit ? t('common.edit') : t('keywordMonitoring.view')}
                </Button>
                <Button size="compact-sm" variant="subtle" leftSection={<IconHistory size={14} />} onClick={() => setOpened({ kind: 'checks', campaign: row })} data-testid={`checks-${row.name}`}>
                  {t('keywordMonitoring.checks')}
                </Button>
                {canEdit && (
                  <>
                    <Button size="compact-sm" variant="subtle" leftSection={<IconRefresh size={14} />} loading={check.isPending && check.variables.id === row.id} onClick={() => check.mutate({ id: row.id })} data-testid={`check-now-${row.name}`}>
                      {t('keywordMonitoring.checkNow')}
                    </Button>
                    <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => confirmDelete(row)}>
                      {t('common.delete')}
                    </Button>
                  </>
                )}
              </Group>
            ),
          },
        ]}
      />
      {opened?.kind === 'form' && <CampaignFormModal campaign={opened.campaign} onClose={close} />}
      {opened?.kind === 'checks' && <CampaignChecksModal campaign={opened.campaign} onClose={close} />}
    </>
  );
}
