import { Anchor, Button } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../core/email-marketing/constants.ts';
import type { TEmailCampaign } from '../../../core/email-marketing/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { AddButton } from '../../components/add-button.tsx';
import { useDateTime } from '../../components/format.ts';
import { FilterSelect } from '../../components/list/filter-select.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { RowActions } from '../../components/list/row-actions.tsx';
import { useConfirmDelete } from '../../components/list/use-confirm-delete.ts';
import type { ListParamsControl } from '../../components/list/use-list-params.ts';
import { CampaignStatusBadge, isEditable } from './campaign-status.tsx';
import { EMAIL_MARKETING_PATHS as P, NEW_ID } from './paths.ts';

const isStatus = (value: string): value is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(value);

/** The campaigns by status, a page at a time: a draft can be deleted, a scheduled one canceled. */
export function CampaignList({ control }: { control: ListParamsControl }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const canEdit = useCanEdit();
  const { page, pageSize, filters } = control.params;
  const status = isStatus(filters.status ?? '') ? (filters.status as CampaignStatus) : undefined;
  const list = trpc.emailMarketing.campaigns.useQuery({ page, pageSize, status }, { placeholderData: (previous) => previous });
  const utils = trpc.useUtils();
  const remove = trpc.emailMarketing.deleteCampaign.useMutation();
  const cancel = trpc.emailMarketing.cancel.useMutation();
  const askDelete = useConfirmDelete<TEmailCampaign>({
    title: (row) => t('emailMarketing.campaign.deleteTitle', { name: row.name }),
    deleted: (row) => t('emailMarketing.campaign.deleted', { name: row.name }),
    remove: (input) => remove.mutateAsync(input),
    refresh: () => utils.emailMarketing.campaigns.invalidate(),
  });
  const askCancel = (row: TEmailCampaign) =>
    confirmIrreversible({
      title: t('emailMarketing.campaign.cancelTitle', { name: row.name }),
      confirmLabel: t('emailMarketing.campaign.cancelSchedule'),
      onConfirm: () =>
        void cancel.mutateAsync({ id: row.id }).then(async () => {
          showSuccess(t('emailMarketing.campaign.canceled', { name: row.name }));
          await utils.emailMarketing.campaigns.invalidate();
        }, showError),
    });
  return (
    <ListScreen<TEmailCampaign>
      testId="campaign-list"
      title={t('emailMarketing.tabs.campaigns')}
      control={control}
      searchable={false}
      filters={
        <FilterSelect
          control={control}
          name="status"
          label={t('emailMarketing.campaign.status')}
          allLabel={t('emailMarketing.campaign.allStatuses')}
          data={CAMPAIGN_STATUSES.map((value) => ({ value, label: t(`emailMarketing.statuses.${value}`) }))}
        />
      }
      toolbar={<AddButton to={P.edit(NEW_ID)} label={t('emailMarketing.campaign.add')} testId="add-campaign" />}
      records={list.data?.items}
      total={list.data?.total ?? 0}
      fetching={list.isFetching}
      idAccessor="id"
      storeColumnsKey="email-campaign-columns"
      columns={[
        {
          accessor: 'name',
          title: t('emailMarketing.campaign.name'),
          render: (row) => (
            <Anchor component={Link} to={P.edit(row.id)}>
              {row.name}
            </Anchor>
          ),
        },
        { accessor: 'listName', title: t('emailMarketing.campaign.list'), toggleable: true },
        { accessor: 'status', title: t('emailMarketing.campaign.status'), render: (row) => <CampaignStatusBadge status={row.status} /> },
        { accessor: 'when', title: t('emailMarketing.campaign.when'), render: (row) => when(row.startedAt ?? row.scheduledAt) },
        { accessor: 'recipients', title: t('emailMarketing.campaign.recipients'), textAlign: 'right', toggleable: true },
        { accessor: 'sent', title: t('emailMarketing.campaign.sent'), textAlign: 'right' },
        { accessor: 'opens', title: t('emailMarketing.campaign.opens'), textAlign: 'right', toggleable: true },
        { accessor: 'clicks', title: t('emailMarketing.campaign.clicks'), textAlign: 'right', toggleable: true },
        {
          accessor: 'actions',
          title: '',
          render: (row) => (
            <RowActions
              to={P.edit(row.id)}
              editable={isEditable(row.status)}
              viewLabel={t('emailMarketing.campaign.view')}
              onDelete={row.status === 'draft' ? () => askDelete(row) : undefined}
              deleteTestId={`delete-campaign-${row.id}`}
            >
              {canEdit && row.status === 'scheduled' && (
                <Button size="compact-sm" variant="subtle" color="orange" leftSection={<IconCalendarX size={14} />} onClick={() => askCancel(row)} data-testid={`cancel-campaign-${row.id}`}>
                  {t('emailMarketing.campaign.cancelSchedule')}
                </Button>
              )}
            </RowActions>
          ),
        },
      ]}
    />
  );
}
