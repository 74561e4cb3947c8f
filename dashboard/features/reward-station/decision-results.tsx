import { Badge, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDecisionResult, TRedemptionRow } from '../../../core/reward-station/schema.ts';
import { RedemptionStatusBadge } from './availability-badge.tsx';
import { translateMessage } from '../../i18n/messages.ts';

/** Each redemption of an approve or reject that refused some: done, or refused with the message and why. */
export function DecisionResultsModal({ result, rows, onClose }: { result: TDecisionResult | null; rows: TRedemptionRow[]; onClose(): void }) {
  const { t } = useTranslation();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (
    <Modal opened={result !== null} onClose={onClose} title={<Text fw={700}>{t('dialog.notice')}</Text>} size="lg" centered>
      {result && (
        <Stack gap="xs" data-testid="decision-results">
          <Text size="sm">{t('rewardStation.pending.summary', { succeeded: result.succeeded, failed: result.failed })}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rewardStation.pending.member')}</Table.Th>
                <Table.Th>{t('rewardStation.pending.item')}</Table.Th>
                <Table.Th>{t('rewardStation.pending.result')}</Table.Th>
                <Table.Th>{t('rewardStation.pending.status')}</Table.Th>
                <Table.Th>{t('rewardStation.pending.why')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.results.map((r) => {
                const row = byId.get(r.id);
                return (
                  <Table.Tr key={r.id} data-testid={`result-${r.id}`}>
                    <Table.Td>{row ? `#${row.member.memberNo} ${row.member.name}` : r.id}</Table.Td>
                    <Table.Td>{row?.item.name ?? ''}</Table.Td>
                    <Table.Td>
                      <Badge color={r.ok ? 'green' : 'red'} variant="light">
                        {r.ok ? t('rewardStation.pending.succeeded') : t('rewardStation.pending.failed')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{r.status ? <RedemptionStatusBadge status={r.status} /> : '—'}</Table.Td>
                    <Table.Td>
                      {r.reason && <Text size="sm">{translateMessage(r.reason)}</Text>}
                      {r.code && (
                        <Text size="xs" c="dimmed">
                          {t(`rewardStation.refusals.${r.code}`, { defaultValue: r.code })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Modal>
  );
}
