import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { StackedDataTable } from '../../components/stacked-table.tsx';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TShakeUserDetail } from '../../../core/shake/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { USERS_PATH } from './paths.ts';

function UserDetail({ user }: { user: TShakeUserDetail }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const facts = [
    [t('shakeCampaigns.users.phone'), user.phone],
    [t('shakeCampaigns.users.name'), user.name || '—'],
    [t('shakeCampaigns.users.email'), user.email || '—'],
    [t('shakeCampaigns.records'), user.shakes],
    [t('shakeCampaigns.winners'), user.wins],
  ] as const;
  return (
    <Stack data-testid="shake-user-detail">
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          {facts.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {user.bannedAt && (
          <Badge color="red" mt="sm">
            {t('shakeCampaigns.users.tabs.banned')}
          </Badge>
        )}
      </Card>
      <StackedDataTable
        minHeight={120}
        records={user.records}
        noRecordsText={t('shakeCampaigns.users.noShakes')}
        columns={[
          { accessor: 'createdAt', title: t('shakeCampaigns.wonAt'), render: (r) => dateTime(r.createdAt) },
          { accessor: 'campaignName', title: t('menu.shakeCampaigns') },
          { accessor: 'won', title: t('shakeCampaigns.result'), render: (r) => t(r.won ? 'shakeCampaigns.win' : 'shakeCampaigns.lose') },
          { accessor: 'prizeName', title: t('shakeCampaigns.form.prizeName') },
          { accessor: 'winStatus', title: t('shakeCampaigns.statusTitle'), render: (r) => (r.winStatus ? t(`shakeCampaigns.winStatus.${r.winStatus}`) : '') },
        ]}
      />
    </Stack>
  );
}

/** /app/shake-campaigns/shake-users/{id}/detail: a shake user with their shakes and wins. */
export default function UserPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const user = trpc.shakeCampaigns.user.useQuery({ id });
  return (
    <RecordPage listPath={USERS_PATH} listTitle={t('menu.shakeUsers')} adding={false} record={user} heading={user.data?.phone}>
      {(data) => data && <UserDetail user={data} />}
    </RecordPage>
  );
}
