import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NP_VOUCHER_STATUSES } from '../../../core/merchant-points/constants.ts';
import type { TNpVoucher, TRedeemedVoucher } from '../../../core/merchant-points/schema.ts';
import { confirmIrreversible, showError, showSuccess } from '../../app/dialogs.tsx';
import { trpc } from '../../app/trpc.ts';
import { useCount, useDateTime } from '../../components/format.ts';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';

const TABS = ['all', ...NP_VOUCHER_STATUSES] as const;

function Offers() {
  const { t } = useTranslation();
  const count = useCount();
  const utils = trpc.useUtils();
  const offers = trpc.merchantPoints.offers.useQuery();
  const redeem = trpc.merchantPoints.redeem.useMutation({
    onSuccess: async (voucher) => {
      showSuccess(t('merchantPoints.redeemed', { name: voucher.name, code: voucher.code }));
      await utils.merchantPoints.invalidate();
    },
    onError: showError,
  });
  const ask = (offer: TNpVoucher) =>
    confirmIrreversible({ title: t('merchantPoints.redeemTitle', { name: offer.name, points: count(offer.points) }), confirmLabel: t('merchantPoints.redeem'), onConfirm: () => redeem.mutate({ voucherId: offer.id }) });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('merchantPoints.offers')}
      </Title>
      {offers.data?.length === 0 && <Text c="dimmed">{t('merchantPoints.noOffers')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {offers.data?.map((offer) => (
          <Card key={offer.id} withBorder data-testid="np-offer">
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {offer.name}
              </Text>
              {offer.description && <Text size="sm">{offer.description}</Text>}
              <Group justify="space-between" mt="xs">
                <Text size="sm" fw={500}>
                  {t('merchantPoints.points', { points: count(offer.points) })}
                </Text>
                <Button size="compact-sm" loading={redeem.isPending && redeem.variables.voucherId === offer.id} onClick={() => ask(offer)} data-testid="np-redeem">
                  {t('merchantPoints.redeem')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /merchant_point/redeem: the merchant points left, the vouchers they buy, and the vouchers bought (active until used). */
export default function RedeemPage() {
  const { t } = useTranslation();
  const when = useDateTime();
  const count = useCount();
  const control = useListParams({ tabs: TABS });
  const { page, pageSize, tab } = control.params;
  const utils = trpc.useUtils();
  const balance = trpc.merchantPoints.balance.useQuery();
  const list = trpc.merchantPoints.redeemed.useQuery({ page, pageSize, status: tab as (typeof TABS)[number] }, { placeholderData: (previous) => previous });
  const markUsed = trpc.merchantPoints.markUsed.useMutation({
    onSuccess: async () => {
      showSuccess(t('merchantPoints.markedUsed'));
      await utils.merchantPoints.invalidate();
    },
    onError: showError,
  });
  return (
    <Stack>
      <Text fw={500} data-testid="np-balance">
        {t('merchantPoints.balance', { points: count(balance.data?.balance ?? 0) })}
      </Text>
      <Offers />
      <ListScreen<TRedeemedVoucher>
        title={t('merchantPoints.bought')}
        testId="np-redeemed"
        control={control}
        searchable={false}
        tabs={TABS.map((s) => ({ value: s, label: t(`merchantPoints.tabs.${s}`) }))}
        records={list.data?.items}
        total={list.data?.total ?? 0}
        fetching={list.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'code', title: t('merchantPoints.code') },
          { accessor: 'name', title: t('merchantPoints.name') },
          { accessor: 'points', title: t('merchantPoints.pointsTitle'), textAlign: 'right', render: (row) => count(row.points) },
          { accessor: 'redeemedAt', title: t('merchantPoints.redeemedAt'), render: (row) => when(row.redeemedAt) },
          { accessor: 'usedAt', title: t('merchantPoints.usedAt'), render: (row) => (row.usedAt ? when(row.usedAt) : '—') },
          {
            accessor: 'status',
            title: t('merchantPoints.status'),
            render: (row) => (
              <Badge variant="light" color={row.status === 'active' ? 'green' : 'gray'}>
                {t(`merchantPoints.tabs.${row.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'actions',
            title: '',
            render: (row) =>
              row.status === 'active' && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => confirmIrreversible({ title: t('merchantPoints.markUsedTitle', { code: row.code }), confirmLabel: t('merchantPoints.markUsed'), onConfirm: () => markUsed.mutate({ id: row.id }) })}
                  data-testid={`np-use-${row.code}`}
                >
                  {t('merchantPoints.markUsed')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
