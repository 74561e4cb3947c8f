import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZCreditEntry } from '../../../core/credits/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { DateRangeFilter } from '../../components/list/date-range-filter.tsx';
import { ListScreen } from '../../components/list/list-screen.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { AppVersionNotice } from './app-version-notice.tsx';

type Entry = z.infer<typeof ZCreditEntry>;
const FILTERS = ['from', 'to'] as const;

/** /app/shake-campaigns/sms-credit: the SMS credit balance and its ledger by date range. */
export default function SmsCreditPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const control = useListParams({ filterKeys: FILTERS });
  const { page, pageSize, filters } = control.params;
  const ledger = trpc.shakeCampaigns.smsCredits.useQuery({
    page,
    pageSize: pageSize as 20 | 40 | 60 | 80,
    ...(filters.from && { from: filters.from }),
    ...(filters.to && { to: filters.to }),
  });
  return (
    <Stack>
      <AppVersionNotice />
      <Card withBorder>
        <Group justify="space-between">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('shakeCampaigns.sms.balance')}
            </Text>
            <Title order={2} data-testid="sms-balance">
              {ledger.data?.balance ?? '…'}
            </Title>
          </Stack>
          <Text size="sm" c="dimmed" maw={360}>
            {t('shakeCampaigns.sms.costs')}
          </Text>
        </Group>
      </Card>
      <ListScreen<Entry>
        title={t('shakeCampaigns.sms.ledger')}
        testId="sms-ledger"
        control={control}
        searchable={false}
        filters={<DateRangeFilter control={control} label={t('shakeCampaigns.sms.range')} />}
        records={ledger.data?.rows}
        total={ledger.data?.total ?? 0}
        fetching={ledger.isFetching}
        idAccessor="id"
        columns={[
          { accessor: 'createdAt', title: t('shakeCampaigns.sms.date'), render: (r) => dateTime(r.createdAt) },
          { accessor: 'reason', title: t('shakeCampaigns.sms.reason'), render: (r) => t(`shakeCampaigns.sms.reasons.${r.reason}`) },
          { accessor: 'delta', title: t('shakeCampaigns.sms.credits'), textAlign: 'right', render: (r) => (r.delta > 0 ? `+${r.delta}` : String(r.delta)) },
          { accessor: 'balanceAfter', title: t('shakeCampaigns.sms.balanceAfter'), textAlign: 'right' },
          { accessor: 'note', title: t('shakeCampaigns.sms.note'), toggleable: true },
        ]}
      />
    </Stack>
  );
}
