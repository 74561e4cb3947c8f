import { Button, Card, Stack, Title } from '@mantine/core';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWinnerRow } from '../../../core/shake/schema.ts';
import { showError, showSuccess } from '../../app/dialogs.tsx';
import { useCanEdit } from '../../app/screen-access.tsx';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';

/** A campaign's winners, newest first; a pending prize is marked delivered or collected here. */
export function WinnersCard({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const canEdit = useCanEdit();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const winners = trpc.shakeCampaigns.winners.useQuery({ campaignId, page, pageSize: 20 });
  const mark = trpc.shakeCampaigns.markFulfilled.useMutation({
    onSuccess: async (row) => {
      showSuccess(t(`shakeCampaigns.winStatus.${row.winStatus}`));
      await utils.shakeCampaigns.invalidate();
    },
    onError: showError,
  });
  return (
    <Card withBorder data-testid="shake-winners">
      <Stack>
        <Title order={3}>{t('shakeCampaigns.winners')}</Title>
        <StackedDataTable<TWinnerRow>
          minHeight={120}
          records={winners.data?.items ?? []}
          fetching={winners.isFetching}
          totalRecords={winners.data?.total ?? 0}
          recordsPerPage={20}
          page={page}
          onPageChange={setPage}
          noRecordsText={t('shakeCampaigns.noWinners')}
          columns={[
            { accessor: 'createdAt', title: t('shakeCampaigns.wonAt'), render: (r) => dateTime(r.createdAt) },
            { accessor: 'user.phone', title: t('shakeCampaigns.users.phone'), render: (r) => `${r.user.name ? `${r.user.name} · ` : ''}${r.user.phone}` },
            { accessor: 'prizeName', title: t('shakeCampaigns.form.prizeName') },
            { accessor: 'winStatus', title: t('shakeCampaigns.statusTitle'), render: (r) => t(`shakeCampaigns.winStatus.${r.winStatus}`) },
            {
              accessor: 'actions',
              title: '',
              render: (r) =>
                canEdit && r.winStatus.startsWith('pending') ? (
                  <Button size="xs" variant="light" loading={mark.isPending && mark.variables.id === r.id} onClick={() => mark.mutate({ id: r.id })} data-testid="mark-fulfilled">
                    {t(r.winStatus === 'pending_delivery' ? 'shakeCampaigns.markDelivered' : 'shakeCampaigns.markCollected')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
