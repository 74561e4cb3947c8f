import { Alert, Anchor, Badge, Card, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCampaignPosition, TKeywordCampaign } from '../../../core/keyword-monitoring/schema.ts';
import { trpc } from '../../app/trpc.ts';
import { useDateTime } from '../../components/format.ts';

/** A move since the check before: up in green, down in red. */
function Change({ change }: { change: number | null }) {
  if (change === null || change === 0) return <Text size="sm">—</Text>;
  return (
    <Badge color={change > 0 ? 'green' : 'red'} variant="light">
      {change > 0 ? `+${change}` : change}
    </Badge>
  );
}

function Positions({ results, latest }: { results: TCampaignPosition[]; latest: boolean }) {
  const { t } = useTranslation();
  return (
    <Table data-testid={latest ? 'latest-positions' : undefined} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('keywordMonitoring.keyword')}</Table.Th>
          <Table.Th w="6rem">{t('keywordMonitoring.position')}</Table.Th>
          <Table.Th w="5rem">{t('keywordMonitoring.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((r) => (
          <Table.Tr key={r.keyword} data-testid={`position-${r.keyword}`}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {latest && r.url ? (
                <Anchor href={r.url} target="_blank" rel="noreferrer" size="sm">
                  {r.keyword}
                </Anchor>
              ) : (
                r.keyword
              )}
            </Table.Td>
            <Table.Td>{r.position ?? t('keywordMonitoring.notRanked')}</Table.Td>
            <Table.Td>
              <Change change={r.change} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A campaign's checks, newest first: each keyword's position and its move since the check before. */
export function CampaignChecksModal({ campaign, onClose }: { campaign: TKeywordCampaign; onClose(): void }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const checks = trpc.keywordMonitoring.checks.useQuery({ id: campaign.id });
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('keywordMonitoring.checksOf', { name: campaign.name })}</Text>} size="lg" centered>
      <Stack data-testid="campaign-checks">
        {checks.isLoading && <Loader size="sm" />}
        {checks.data?.length === 0 && <Alert color="gray">{t('keywordMonitoring.noChecks')}</Alert>}
        {checks.data?.map((check, i) => (
          <Card key={check.id} withBorder padding="sm">
            <Text fw={600} size="sm" mb="xs">
              {i === 0 ? t('keywordMonitoring.latestCheck', { when: when(check.checkedAt) }) : when(check.checkedAt)}
            </Text>
            <Positions results={check.results} latest={i === 0} />
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
