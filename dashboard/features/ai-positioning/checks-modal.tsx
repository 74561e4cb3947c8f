import { Modal, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc.ts';
import { FetchedRecord } from '../../components/fetched-record.tsx';
import { useDateTime } from '../../components/format.ts';
import { PositionBadge } from './position-badge.tsx';

/** A question's checks, newest first: when, where the shop came, and what the AI recommended (as text). */
export function ChecksModal({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const item = trpc.aiPositioning.get.useQuery({ id });
  return (
    <Modal opened onClose={onClose} title={t('aiPositioning.historyTitle')} size="lg">
      <FetchedRecord id={id} query={item}>
        {(record) => (
          <Stack gap="xs" data-testid="positioning-checks">
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {record.question}
            </Text>
            {record.checks.length === 0 && <Text c="dimmed">{t('aiPositioning.noChecks')}</Text>}
            {record.checks.map((c) => (
              <Paper key={c.id} withBorder p="sm">
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    {dateTime(c.checkedAt)}
                  </Text>
                  <PositionBadge checked rank={c.rank} />
                  {c.recommended.map((line, i) => (
                    <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {i + 1}. {line}
                    </Text>
                  ))}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </FetchedRecord>
    </Modal>
  );
}
